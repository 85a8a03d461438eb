import type { Client } from '../../api/client';
import type { TokenCall } from '../../api/oneTimeToken';
import * as z from '../../api/schema';
import { unexpectedError } from '../../errors/gatehouseError';

export const emailCheckpointTriggerResponseSchema = z.object({
  deviceOriginGuard: z.string(z.minLength(1)),
  status: z.optional(z.nullable(z.string())),
});
export type EmailCheckpointTriggerResponse = z.infer<typeof emailCheckpointTriggerResponseSchema>;

/** 205: the device is already trusted and the challenge passed; else the email is on its way. */
export type EmailCheckpointTrigger =
  { kind: 'passed' } | ({ kind: 'sent' } & EmailCheckpointTriggerResponse);

/** The page's IANA time zone (e.g. `Europe/London`), which the trigger sends as `Time-Zone`. */
export function currentTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Sends the checkpoint email, or learns that none is needed (205). */
export async function triggerEmailCheckpoint(
  client: Client,
  { ott, timeZone, signal, idempotencyKey }: TokenCall & { timeZone: string },
): Promise<EmailCheckpointTrigger> {
  const response = await client.request({
    method: 'POST',
    path: client.identityPath('/one-time-token/email-checkpoint/trigger'),
    ott,
    headers: { 'Time-Zone': timeZone },
    idempotencyKey,
    schema: emailCheckpointTriggerResponseSchema,
    signal,
  });
  if (response.status === 205) return { kind: 'passed' };
  // An empty 202/204 skips the schema in the client; without the guard there is nothing to wait on.
  const data = response.data as EmailCheckpointTriggerResponse | undefined;
  if (!data) throw unexpectedError(response.status);
  return { kind: 'sent', ...data };
}

/** Whether the link in the email was opened: 202 keeps waiting; any other 2xx means it was. */
export async function getEmailCheckpointStatus(
  client: Client,
  { ott, signal }: { ott: string; signal?: AbortSignal },
): Promise<'pending' | 'passed'> {
  const response = await client.request({
    method: 'GET',
    path: client.identityPath('/one-time-token/email-checkpoint/status'),
    ott,
    signal,
  });
  return response.status === 202 ? 'pending' : 'passed';
}
