import * as z from 'zod/mini';
import type { Client } from './client';
import type { CaptchaAnswer } from './login';
import { firstFactorFields, loginResponseSchema } from './login';

/**
 * WebAuthn request options as JSON (PublicKeyCredentialRequestOptionsJSON). Loose: a server may
 * add extensions and hints the browser understands and we pass on untouched.
 */
export const passkeyRequestOptionsSchema = /* @__PURE__ */ (() => z.looseObject({
  challenge: z.string().check(z.minLength(1)),
  timeout: z.optional(z.number()),
  rpId: z.optional(z.string()),
  allowCredentials: z.optional(
    z.array(z.looseObject({ id: z.string(), type: z.string(), transports: z.optional(z.array(z.string())) })),
  ),
  userVerification: z.optional(z.string()),
}))();

export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptionsSchema>;

/** The browser's answer as JSON (AuthenticationResponseJSON), sent back to the server as is. */
export interface PasskeyAssertion {
  id: string;
  rawId: string;
  type: 'public-key' | (string & {});
  response: {
    clientDataJSON: string;
    authenticatorData: string;
    signature: string;
    userHandle?: string | undefined;
  };
  clientExtensionResults: Record<string, unknown>;
  authenticatorAttachment?: string | undefined;
}

/**
 * The browser half of a passkey ceremony (navigator.credentials.get). Supplied by the UI layer,
 * so core stays free of browser APIs. `conditional`: the passkey autofill on the email field.
 * Rejects with an AbortError once `signal` aborts.
 */
export type PasskeyCeremony = (
  options: PasskeyRequestOptions,
  how: { conditional: boolean; signal: AbortSignal },
) => Promise<PasskeyAssertion>;

export const loginPasskeyOptionsSchema = /* @__PURE__ */ (() => z.object({
  data: z.object({ loginOptions: passkeyRequestOptionsSchema, passkeyOptionsId: z.string().check(z.minLength(1)) }),
}))();

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
export async function passkeyLogin(client: Client, input: PasskeyLoginInput, signal?: AbortSignal): Promise<string> {
  const { data } = await client.request({
    method: 'POST',
    path: '/gateway/v2/login',
    body: passkeyLoginPayload(client, input),
    schema: loginResponseSchema,
    signal,
  });
  return data.data.oneTimeTokenProperties.oneTimeToken;
}
