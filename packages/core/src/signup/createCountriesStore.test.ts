import { describe, expect, it } from 'vitest';
import { createClient } from '../api/client';
import { createCountriesStore } from './createCountriesStore';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(route: (url: URL) => Response, types: Array<'personal' | 'business'>) {
  const calls: Array<{ url: URL; headers: Headers }> = [];
  const client = createClient({
    locale: 'de-DE',
    fetch: async (input, init = {}) => {
      const url = new URL(String(input), 'https://app.example.com');
      calls.push({ url, headers: new Headers(init.headers) });
      return route(url);
    },
  });
  const store = createCountriesStore({ client, types });
  store.load();
  return { store, calls };
}

describe('createCountriesStore', () => {
  it('fetches each list with the language header and keeps the answers', async () => {
    const { store, calls } = setup(
      (url) =>
        json(
          200,
          url.searchParams.get('type') === 'personal'
            ? [{ iso2Code: 'gb', name: 'Vereinigtes Königreich' }]
            : [{ iso2Code: 'US', name: 'USA' }],
        ),
      ['personal', 'business'],
    );
    expect(store.getState()).toEqual({
      personal: { status: 'loading' },
      business: { status: 'loading' },
    });
    await settle();
    expect(calls.map((call) => `${call.url.pathname}${call.url.search}`)).toEqual([
      '/api/v1/user/countries?type=personal',
      '/api/v1/user/countries?type=business',
    ]);
    expect(calls[0]?.headers.get('Accept-Language')).toBe('de-DE');
    expect(store.getState()).toEqual({
      personal: {
        status: 'loaded',
        countries: [{ iso2Code: 'GB', name: 'Vereinigtes Königreich' }],
      },
      business: { status: 'loaded', countries: [{ iso2Code: 'US', name: 'USA' }] },
    });
  });

  it('marks a failed or malformed list as failed, and an unwanted one as failed without a call', async () => {
    const { store, calls } = setup(() => json(200, [{ iso2Code: 'GBR', name: 'x' }]), ['personal']);
    await settle();
    expect(calls).toHaveLength(1);
    expect(store.getState()).toEqual({
      personal: { status: 'failed' },
      business: { status: 'failed' },
    });
  });

  it('changes nothing after dispose, and loads again afterwards (a Strict Mode remount)', async () => {
    const { store, calls } = setup(
      () => json(200, [{ iso2Code: 'GB', name: 'United Kingdom' }]),
      ['personal'],
    );
    store.load();
    expect(calls).toHaveLength(1);
    store.dispose();
    await settle();
    expect(store.getState().personal).toEqual({ status: 'loading' });
    store.load();
    await settle();
    expect(calls).toHaveLength(2);
    expect(store.getState().personal).toEqual({
      status: 'loaded',
      countries: [{ iso2Code: 'GB', name: 'United Kingdom' }],
    });
  });
});
