import type { Client } from './client';
import * as z from './schema';

export type SocialProvider = 'google' | 'facebook' | 'apple';

export const socialProviders: readonly SocialProvider[] = ['google', 'facebook', 'apple'];

/**
 * The providers' own sign-in pages. The social answer sends the browser there, so these origins
 * are allowed for that one navigation on top of the host's `allowedRedirectOrigins`.
 */
export const socialProviderOrigins: Readonly<Record<SocialProvider, readonly string[]>> = {
  google: ['https://accounts.google.com'],
  facebook: ['https://www.facebook.com', 'https://m.facebook.com'],
  apple: ['https://appleid.apple.com'],
};

export const socialLoginResponseSchema = z.object({ redirectUrl: z.string(z.minLength(1)) });

export interface SocialLoginInput {
  provider: SocialProvider;
  /** Where the user lands after the whole login; sent on so the server can carry it through. */
  redirectUrl?: string | undefined;
  /** The host page the provider's answer returns to with the social-login token. */
  loginStateUrl: string;
}

/** POST /gateway/v1/socials: answers the provider page the browser goes to next. */
export async function startSocialLogin(
  client: Client,
  input: SocialLoginInput,
  signal?: AbortSignal,
): Promise<string> {
  const { config } = client;
  const { data } = await client.request({
    method: 'POST',
    path: '/gateway/v1/socials',
    body: {
      clientId: config.clientId,
      guestId: config.guestId,
      provider: input.provider.toUpperCase(),
      redirectUrl: input.redirectUrl,
      loginStateUrl: input.loginStateUrl,
    },
    schema: socialLoginResponseSchema,
    signal,
  });
  return data.redirectUrl;
}
