import type { Client } from '../../api/client';

/** Sends the verification email of an EMAIL_VERIFICATION challenge again. Answers 204. */
export async function resendVerificationEmail(
  client: Client,
  {
    ott,
    signal,
    headers,
  }: {
    ott: string;
    signal?: AbortSignal;
    /** Extra request headers: the action's `Idempotency-Key` (API.md §7). */
    headers?: Record<string, string>;
  },
): Promise<void> {
  await client.request({
    method: 'POST',
    path: client.identityPath('/one-time-token/email-verification/resend'),
    ott,
    signal,
    headers,
  });
}
