import type { Client } from '../../api/client';
import type { TokenCall } from '../../api/oneTimeToken';

/** Sends the verification email of an EMAIL_VERIFICATION challenge again. Answers 204. */
export async function resendVerificationEmail(
  client: Client,
  { ott, signal, idempotencyKey }: TokenCall,
): Promise<void> {
  await client.request({
    method: 'POST',
    path: client.identityPath('/one-time-token/email-verification/resend'),
    ott,
    signal,
    idempotencyKey,
  });
}
