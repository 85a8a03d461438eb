import type { Client } from './client';
import { defaults } from './config';
import * as z from './schema';

export const tokenExchangeResponseSchema = z.object({
  location: z.optional(z.nullable(z.string())),
});

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

/** Exchanges an approved one-time token for the session; answers where to go (default /home). */
export async function exchangeToken(
  client: Client,
  oneTimeToken: string,
  signal?: AbortSignal,
): Promise<string> {
  const response = await client.request({
    method: 'POST',
    path: tokenExchangePath(client),
    body: { oneTimeToken },
    schema: tokenExchangeResponseSchema,
    signal,
  });
  return response.data.location || defaults.homePath;
}
