import type { Navigation } from '../runtime/navigation';
import { createClient } from './client';
import type { GatehouseConfig } from './config';
import { exchangeToken } from './tokenExchange';

function clientAnswering(body: unknown, config: GatehouseConfig = {}) {
  const calls: Array<{ url: string; method: string | undefined; body: unknown }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      method: init.method,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return Response.json(body);
  });
  return {
    client: createClient({ fetch: fetch as unknown as typeof globalThis.fetch, ...config }),
    calls,
  };
}

const on = (hostname: string): Navigation => ({
  origin: () => `https://${hostname}`,
  hostname: () => hostname,
  assign: vi.fn(),
});

describe('exchangeToken', () => {
  it('posts { oneTimeToken } to /login-api/v2/auth and answers the location', async () => {
    const { client, calls } = clientAnswering(
      { location: '/account/overview' },
      { navigation: on('app.example.com') },
    );
    await expect(exchangeToken(client, 'ott-9')).resolves.toEqual({
      location: '/account/overview',
      passkeyOffer: false,
      passkeySignals: undefined,
    });
    expect(calls).toEqual([
      { url: '/login-api/v2/auth', method: 'POST', body: { oneTimeToken: 'ott-9' } },
    ]);
  });

  it('uses /api/v2/auth when the page is on localhost', async () => {
    const { client, calls } = clientAnswering({ location: '/x' }, { navigation: on('localhost') });
    await exchangeToken(client, 'ott-9');
    expect(calls[0]!.url).toBe('/api/v2/auth');
  });

  it('uses the production path on a host that merely contains "localhost"', async () => {
    const { client, calls } = clientAnswering(
      { location: '/x' },
      { navigation: on('localhost.example.com') },
    );
    await exchangeToken(client, 'ott-9');
    expect(calls[0]!.url).toBe('/login-api/v2/auth');
  });

  it('uses the production path without a page (node: no window)', async () => {
    expect(typeof window).toBe('undefined');
    const { client, calls } = clientAnswering({ location: '/x' });
    await exchangeToken(client, 'ott-9');
    expect(calls[0]!.url).toBe('/login-api/v2/auth');
  });

  it('prefers a configured path over both defaults', async () => {
    const { client, calls } = clientAnswering(
      { location: '/x' },
      { navigation: on('localhost'), tokenExchangePath: '/custom/auth' },
    );
    await exchangeToken(client, 'ott-9');
    expect(calls[0]!.url).toBe('/custom/auth');
  });

  it.each([
    ['no location', {}],
    ['a null location', { location: null }],
    ['an empty location', { location: '' }],
  ])('answers /home for %s', async (_, body) => {
    const { client } = clientAnswering(body, { navigation: on('app.example.com') });
    await expect(exchangeToken(client, 'ott-9')).resolves.toMatchObject({ location: '/home' });
  });

  it('answers the passkey offer and the passkey signals of API.md §7, as sent', async () => {
    const signals = { rpId: 'example.com', userId: 'dXNlcg', name: 'ada', displayName: 'Ada' };
    const { client } = clientAnswering({
      location: '/x',
      passkeyOffer: true,
      passkeySignals: signals,
    });
    await expect(exchangeToken(client, 'ott-9')).resolves.toEqual({
      location: '/x',
      passkeyOffer: true,
      passkeySignals: signals,
    });
  });

  it.each([
    ['a string', 'true'],
    ['a number', 1],
    ['an object', { offer: true }],
    ['null', null],
  ])('offers no passkey for %s in passkeyOffer, and still logs in', async (_, passkeyOffer) => {
    const { client } = clientAnswering({
      location: '/x',
      passkeyOffer,
      passkeySignals: 'hostile',
    });
    await expect(exchangeToken(client, 'ott-9')).resolves.toEqual({
      location: '/x',
      passkeyOffer: false,
      passkeySignals: 'hostile',
    });
  });
});
