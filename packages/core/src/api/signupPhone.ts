import type { Client } from './client';
import * as z from './schema';

/** Who is signing up: the sign-up's id and the token its creation answered (API.md §5). */
export interface SignupSession {
  signupId: string;
  signupToken: string;
}

export const signupPhoneVerificationResponseSchema = z.object({
  oneTimeTokenProperties: z.object({ oneTimeToken: z.string(z.minLength(1)) }),
});
export type SignupPhoneVerificationResponse = z.infer<typeof signupPhoneVerificationResponseSchema>;

const signupPath = (client: Client, signupId: string, rest: string) =>
  client.identityPath(`/sign-up/${encodeURIComponent(signupId)}${rest}`);

/** Saves the sign-up's phone number (E.164). 204, or e.g. duplicated_phone_number / user.phonenumber.blocked. */
export async function updateSignupPhoneNumber(
  client: Client,
  {
    signupId,
    signupToken,
    phoneNumber,
    signal,
  }: SignupSession & { phoneNumber: string; signal?: AbortSignal },
): Promise<void> {
  await client.request({
    method: 'PUT',
    path: signupPath(client, signupId, '/phone-number'),
    body: { signup: { phoneNumber }, signupToken },
    signal,
  });
}

/** Starts verifying the saved number: answers the one-time token whose challenge sends the code. */
export async function startSignupPhoneVerification(
  client: Client,
  { signupId, signupToken, signal }: SignupSession & { signal?: AbortSignal },
): Promise<string> {
  const response = await client.request({
    method: 'POST',
    path: signupPath(client, signupId, '/phone-verification'),
    body: { signupToken },
    schema: signupPhoneVerificationResponseSchema,
    signal,
  });
  return response.data.oneTimeTokenProperties.oneTimeToken;
}

/** Finishes the verification once the token's challenges have passed. 204. */
export async function completeSignupPhoneVerification(
  client: Client,
  { signupId, signupToken, ott, signal }: SignupSession & { ott: string; signal?: AbortSignal },
): Promise<void> {
  await client.request({
    method: 'POST',
    path: signupPath(client, signupId, '/phone-verification/complete'),
    body: { ott, signupToken },
    signal,
  });
}
