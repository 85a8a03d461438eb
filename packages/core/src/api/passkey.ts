import type { Client } from './client';
import { type CaptchaAnswer, firstFactorFields, loginResponseSchema } from './login';
import {
  passkeyRequestOptionsSchema,
  type PasskeyAssertion,
  type PasskeyRequestOptions,
} from './passkeyOptions';
import * as z from './schema';

export const loginPasskeyOptionsSchema = z.object({
  data: z.object({
    loginOptions: passkeyRequestOptionsSchema,
    passkeyOptionsId: z.string(z.minLength(1)),
  }),
});

/** GET /gateway/v1/login/passkey/options: a fresh challenge for a passkey login. */
export async function getLoginPasskeyOptions(
  client: Client,
  signal?: AbortSignal,
): Promise<{ options: PasskeyRequestOptions; passkeyOptionsId: string }> {
  const { data } = await client.request({
    method: 'GET',
    path: '/gateway/v1/login/passkey/options',
    schema: loginPasskeyOptionsSchema,
    signal,
  });
  return { options: data.data.loginOptions, passkeyOptionsId: data.data.passkeyOptionsId };
}

export interface PasskeyLoginInput {
  assertion: PasskeyAssertion;
  passkeyOptionsId: string;
  captcha?: CaptchaAnswer | undefined;
  siteKey?: string | undefined;
  redirectAfterUrl?: string | undefined;
}

/** The passkey login payload of SPEC.md §3: the credential stands in for email and password. */
export function passkeyLoginPayload(client: Client, input: PasskeyLoginInput) {
  return {
    identifier: input.assertion.id,
    authenticationType: 'passkey',
    passkeyParameters: { passkeyOptionsId: input.passkeyOptionsId, credentials: input.assertion },
    ...firstFactorFields(client, input),
  };
}

/** POST /gateway/v2/login: first factor by passkey; answers a one-time token like the password login. */
export async function passkeyLogin(
  client: Client,
  input: PasskeyLoginInput,
  signal?: AbortSignal,
): Promise<string> {
  const { data } = await client.request({
    method: 'POST',
    path: '/gateway/v2/login',
    body: passkeyLoginPayload(client, input),
    schema: loginResponseSchema,
    signal,
  });
  return data.data.oneTimeTokenProperties.oneTimeToken;
}
