import type { Client } from '../../api/client';
import {
  passkeyRequestOptionsSchema,
  type PasskeyAssertion,
  type PasskeyRequestOptions,
} from '../../api/passkeyOptions';
import * as z from '../../api/schema';

export const challengePasskeyOptionsSchema = z.object({
  status: z.optional(z.string()),
  data: z.object({
    passkeyOptions: passkeyRequestOptionsSchema,
    sessionId: z.string(z.minLength(1)),
  }),
});

/** GET /gateway/v1/one-time-token/passkey/options: the PASSKEY challenge's options and session. */
export async function getChallengePasskeyOptions(
  client: Client,
  ott: string,
  signal?: AbortSignal,
): Promise<{ options: PasskeyRequestOptions; sessionId: string }> {
  const { data } = await client.request({
    method: 'GET',
    path: '/gateway/v1/one-time-token/passkey/options',
    ott,
    schema: challengePasskeyOptionsSchema,
    signal,
  });
  return { options: data.data.passkeyOptions, sessionId: data.data.sessionId };
}

/** POST /gateway/v1/one-time-token/passkey/verify with the session id header. */
export async function verifyChallengePasskey(
  client: Client,
  ott: string,
  input: { sessionId: string; credential: PasskeyAssertion },
  signal?: AbortSignal,
): Promise<void> {
  await client.request({
    method: 'POST',
    path: '/gateway/v1/one-time-token/passkey/verify',
    ott,
    headers: { 'X-Passkey-Session-Id': input.sessionId },
    body: { publicKeyCredential: input.credential },
    signal,
  });
}
