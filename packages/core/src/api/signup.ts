import type { Client } from './client';
import type { CaptchaAnswer } from './login';
import * as z from './schema';

export const signupResponseSchema = z.object({
  id: z.string(z.minLength(1)),
  signupToken: z.string(z.minLength(1)),
  emailVerifyOtt: z.optional(z.nullable(z.string())),
});

/** What a sign-up answers: the new sign-up's id, its token, and an email-verify token when one was sent. */
export interface SignupResult {
  id: string;
  signupToken: string;
  emailVerifyOtt?: string;
}

/** The kind of account a sign-up creates; each kind has its own country list (api/countries.ts). */
export type AccountType = 'personal' | 'business';

export interface SignupInput {
  email: string;
  /** The full form's fields; the email form sends none of them. */
  password?: string | undefined;
  accountType?: AccountType | undefined;
  country?: string | undefined;
  referralToken?: string | undefined;
  referralSource?: string | undefined;
  /** Absent when the host gates the captcha elsewhere (or in tests): the body then has none. */
  captcha?: CaptchaAnswer | undefined;
  flowId: string;
  /**
   * Where the captcha goes: `captcha` for the email form (API.md §5), `challenge` for the full
   * form (SPEC.md §3: "Request: signup, challenge, flowId").
   */
  captchaField: 'captcha' | 'challenge';
}

/** The sign-up body of API.md §5 / SPEC.md §3; `isConsentSeen` is always true. */
export function signupPayload(client: Client, input: SignupInput) {
  const { config } = client;
  const signup = {
    email: input.email,
    ...(input.accountType ? { accountType: input.accountType } : {}),
    ...(input.password !== undefined ? { password: input.password } : {}),
    ...(input.country ? { country: input.country } : {}),
    guestId: config.guestId,
    locale: config.locale,
    ...(input.referralToken ? { referralToken: input.referralToken } : {}),
    isConsentSeen: true as const,
    ...(input.referralSource ? { referralSource: input.referralSource } : {}),
  };
  return {
    signup,
    ...(input.captcha
      ? { [input.captchaField]: { token: input.captcha.token, type: input.captcha.type } }
      : {}),
    flowId: input.flowId,
  };
}

/** POST {identity}/sign-up: creates the sign-up (email form or full form). */
export async function createSignup(
  client: Client,
  input: SignupInput,
  signal?: AbortSignal,
  /** The action's key (API.md §7): the same again when the same values are sent again. */
  idempotencyKey?: string,
): Promise<SignupResult> {
  const response = await client.request({
    method: 'POST',
    path: client.identityPath('/sign-up'),
    body: signupPayload(client, input),
    schema: signupResponseSchema,
    signal,
    idempotencyKey,
  });
  const { id, signupToken, emailVerifyOtt } = response.data;
  return emailVerifyOtt ? { id, signupToken, emailVerifyOtt } : { id, signupToken };
}

/**
 * "Send it again" on the check-email screen: POST {identity}/one-time-token/email-checkpoint/trigger
 * with the sign-up's query parameters (SPEC.md §7). No one-time token: the signup cookie names the sign-up.
 */
export async function resendSignupEmail(
  client: Client,
  flowQueryParams: string,
  signal?: AbortSignal,
  idempotencyKey?: string,
): Promise<void> {
  await client.request({
    method: 'POST',
    path: client.identityPath('/one-time-token/email-checkpoint/trigger'),
    body: { flowQueryParams },
    signal,
    idempotencyKey,
  });
}
