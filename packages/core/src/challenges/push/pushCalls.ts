import type { Client } from '../../api/client';
import type { TokenCall } from '../../api/oneTimeToken';
import * as z from '../../api/schema';
import { PENDING_STATUS, type StatusPollAnswer } from '../statusPoll';

/** The v2 trigger names the push challenge to poll; absent, the token's `context.challengeId` is used. */
export const pushTriggerV2ResponseSchema = z.object({
  challengeId: z.optional(z.nullable(z.string())),
});
export type PushTriggerV2Response = z.infer<typeof pushTriggerV2ResponseSchema>;

export const pushChallengeStatuses = ['APPROVED', 'DENIED', 'PENDING'] as const;
export type PushChallengeStatus = (typeof pushChallengeStatuses)[number];

/** SPEC.md §7: APPROVED, DENIED, or anything else, which means "still waiting". */
export const pushChallengeStatusSchema = z.object({ status: z.string() });

/** v1: sends the notification to the user's phone app. */
export async function triggerPushV1(
  client: Client,
  { ott, signal, idempotencyKey }: TokenCall,
): Promise<void> {
  await client.request({
    method: 'POST',
    path: client.identityPath('/one-time-token/push/trigger'),
    ott,
    signal,
    idempotencyKey,
  });
}

/** v1: one status poll; 202 pending, any other 2xx approved. */
export async function getPushStatusV1(
  client: Client,
  { ott, signal }: TokenCall,
): Promise<StatusPollAnswer> {
  const response = await client.request({
    method: 'GET',
    path: client.identityPath('/one-time-token/push/status'),
    ott,
    signal,
  });
  return response.status === PENDING_STATUS ? 'pending' : 'done';
}

/** v2: sends the notification; answers the push challenge's id when the server gives one. */
export async function triggerPushV2(
  client: Client,
  { ott, signal, idempotencyKey }: TokenCall,
): Promise<string | undefined> {
  const response = await client.request({
    method: 'POST',
    // The v2 trigger lives beside `{identity}` (…/identity/api/v2), on the same identity host.
    path: `${client.config.identityHost}/identity/api/v2/one-time-token/push/trigger`,
    ott,
    schema: pushTriggerV2ResponseSchema,
    signal,
    idempotencyKey,
  });
  // A 204 (no body) leaves data undefined: the caller falls back to the token's challenge id.
  return response.data?.challengeId ?? undefined;
}

/** v2: the push challenge's state, read by its id (a user-factor path, not under `{identity}`). */
export async function getPushChallengeStatus(
  client: Client,
  { ott, challengeId, signal }: TokenCall & { challengeId: string },
): Promise<PushChallengeStatus> {
  const response = await client.request({
    method: 'GET',
    path: `/gateway/v1/user/authentication/factors/push/challenges/${encodeURIComponent(challengeId)}/status`,
    ott,
    schema: pushChallengeStatusSchema,
    signal,
  });
  // A bodiless 202/204 reads as "no answer yet".
  const status = response.data?.status;
  return status === 'APPROVED' || status === 'DENIED' ? status : 'PENDING';
}
