import type { Client } from './client';
import * as z from './schema';

export type CaptchaType = 'TURNSTILE' | 'RECAPTCHA_V2';

export interface CaptchaAnswer {
  token: string;
  type: CaptchaType;
}

export interface LoginInput {
  email: string;
  /** Absent in the data-sharing variant. */
  password?: string;
  captcha?: CaptchaAnswer | undefined;
  siteKey?: string | undefined;
  redirectAfterUrl?: string | undefined;
}

export const loginResponseSchema = z.object({
  data: z.object({ oneTimeTokenProperties: z.object({ oneTimeToken: z.string() }) }),
});

/** The login payload of SPEC.md §3; `rememberThisDevice` is always false. */
export function loginPayload(client: Client, input: LoginInput & { dataSharing?: boolean }) {
  return {
    email: input.email,
    // Data sharing never sends a password, whatever the caller passed.
    ...(input.password === undefined || input.dataSharing ? {} : { password: input.password }),
    ...firstFactorFields(client, input),
    rememberThisDevice: false,
  };
}

/** What every first factor sends besides the credential (SPEC.md §3): captcha, site and device. */
export function firstFactorFields(
  client: Client,
  input: {
    captcha?: CaptchaAnswer | undefined;
    siteKey?: string | undefined;
    redirectAfterUrl?: string | undefined;
  },
) {
  const { config } = client;
  return {
    captcha: input.captcha?.token,
    challenge: input.captcha?.type,
    siteKey: input.siteKey ?? 'sitekey',
    redirectAfterUrl: input.redirectAfterUrl,
    language: config.language,
    clientId: config.clientId,
    guestId: config.guestId,
    ggow: config.profilerContext.ggow,
    mosc: config.profilerContext.mosc,
  };
}

/** First factor by email and password (or email alone for data sharing); answers a one-time token. */
export async function login(
  client: Client,
  input: LoginInput & { dataSharing?: boolean },
  signal?: AbortSignal,
): Promise<string> {
  const response = await client.request({
    method: 'POST',
    path: input.dataSharing ? '/login-api/login-cdr' : '/login-api/login',
    body: loginPayload(client, input),
    schema: loginResponseSchema,
    signal,
  });
  return response.data.data.oneTimeTokenProperties.oneTimeToken;
}
