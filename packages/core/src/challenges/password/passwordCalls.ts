import type { Client } from '../../api/client';
import type { TokenCall } from '../../api/oneTimeToken';

/** SPEC.md §7: the forgot-password email is sent from this fixed path, not from `{identity}`. */
export const FORGOT_PASSWORD_PATH = '/gateway/identity/api/v1/forgot-password';

/**
 * Checks the account password for a PASSWORD challenge. 204 passes; a wrong password is a
 * 400 carrying the server's message. There is no answer body, so there is nothing to parse.
 */
export async function verifyPassword(
  client: Client,
  { ott, password, signal }: { ott: string; password: string; signal?: AbortSignal },
): Promise<void> {
  await client.request({
    method: 'POST',
    path: client.identityPath('/one-time-token/password/verify'),
    ott,
    body: { password },
    signal,
  });
}

/** Sends the reset-password email for the account behind the token: no body, 204. */
export async function sendForgotPasswordEmail(
  client: Client,
  { ott, signal, idempotencyKey }: TokenCall,
): Promise<void> {
  await client.request({ method: 'POST', path: FORGOT_PASSWORD_PATH, ott, signal, idempotencyKey });
}
