import type { Client } from '../../api/client';

/**
 * Checks the hidden digits of the account's phone number for a PHONE_GUESS challenge. The
 * digits travel as a string, so a leading zero survives. 204 passes; a wrong guess is a 400.
 */
export async function verifyPhoneGuess(
  client: Client,
  { ott, missingNumbers, signal }: { ott: string; missingNumbers: string; signal?: AbortSignal },
): Promise<void> {
  await client.request({
    method: 'POST',
    path: client.identityPath('/one-time-token/phone-guess/verify'),
    ott,
    body: { missingNumbers },
    signal,
  });
}
