import type { Client } from './client';
import { defaults } from './config';
import * as z from './schema';

// API.md §7: `passkeyOffer` and `passkeySignals` are read as unknown here and checked where they
// are used, so a malformed or hostile one means no offer and no signals, never a failed login.
export const tokenExchangeResponseSchema = z.object({
  location: z.optional(z.nullable(z.string())),
  passkeyOffer: z.optional(z.unknown()),
  passkeySignals: z.optional(z.unknown()),
});

/** Where to go, and what API.md §7 adds: whether to offer a passkey, what to tell the browser. */
export interface TokenExchangeAnswer {
  location: string;
  /** True only when the server said `passkeyOffer: true`. */
  passkeyOffer: boolean;
  /** As the server sent it: read with `passkeySignalsSchema` (passkey/passkeySignals.ts). */
  passkeySignals: unknown;
}

function tokenExchangePath(client: Client): string {
  const { tokenExchangePath, navigation } = client.config;
  if (tokenExchangePath) return tokenExchangePath;
  let onLocalhost = false;
  try {
    onLocalhost = navigation.hostname() === 'localhost';
  } catch {
    // No page (server or test): use the production path.
  }
  return onLocalhost ? '/api/v2/auth' : '/login-api/v2/auth';
}

/**
 * Exchanges an approved one-time token for the session; answers where to go (default /home),
 * whether to offer a passkey, and the passkey signals (API.md §7).
 */
export async function exchangeToken(
  client: Client,
  oneTimeToken: string,
  signal?: AbortSignal,
): Promise<TokenExchangeAnswer> {
  const response = await client.request({
    method: 'POST',
    path: tokenExchangePath(client),
    body: { oneTimeToken },
    schema: tokenExchangeResponseSchema,
    signal,
  });
  const { location, passkeyOffer, passkeySignals } = response.data;
  return {
    location: location || defaults.homePath,
    passkeyOffer: passkeyOffer === true,
    passkeySignals,
  };
}
