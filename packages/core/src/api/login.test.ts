import { GatehouseError } from '../errors/gatehouseError';
import { createClient } from './client';
import type { GatehouseConfig } from './config';
import { login, loginPayload } from './login';

function clientAnswering(
  answer: (init: RequestInit) => Response | Promise<Response>,
  config: GatehouseConfig = {},
) {
  const calls: Array<{ url: string; init: RequestInit; body: unknown }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      init,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return answer(init);
  });
  return {
    client: createClient({ fetch: fetch as unknown as typeof globalThis.fetch, ...config }),
    calls,
  };
}

const answer = () =>
  Response.json({ data: { oneTimeTokenProperties: { oneTimeToken: 'ott-login' } } });

describe('loginPayload (SPEC.md §3)', () => {
  it('carries the form, captcha and client context, with rememberThisDevice false', () => {
    const { client } = clientAnswering(answer, {
      locale: 'fr-FR',
      clientId: 'web-x',
      guestId: 'guest-1',
      profilerContext: { ggow: 'g', mosc: 'm' },
    });
    expect(
      loginPayload(client, {
        email: 'ann@example.com',
        password: 'pa55word1',
        captcha: { token: 'captcha-token', type: 'RECAPTCHA_V2' },
        siteKey: 'site-1',
        redirectAfterUrl: '/account',
      }),
    ).toEqual({
      email: 'ann@example.com',
      password: 'pa55word1',
      captcha: 'captcha-token',
      challenge: 'RECAPTCHA_V2',
      siteKey: 'site-1',
      rememberThisDevice: false,
      redirectAfterUrl: '/account',
      language: 'fr',
      clientId: 'web-x',
      guestId: 'guest-1',
      ggow: 'g',
      mosc: 'm',
    });
  });

  it("defaults the site key to 'sitekey', the language to en and the client id to the web client", () => {
    const { client } = clientAnswering(answer);
    const payload = loginPayload(client, { email: 'a@b.co', password: 'x' });
    expect(payload).toMatchObject({
      siteKey: 'sitekey',
      language: 'en',
      clientId: 'gatehouse-web',
      rememberThisDevice: false,
    });
  });

  it('has no password key at all in the data-sharing variant', () => {
    const { client } = clientAnswering(answer);
    const payload = loginPayload(client, { email: 'a@b.co' });
    expect(payload).not.toHaveProperty('password');
    expect(payload.rememberThisDevice).toBe(false);
  });
});

describe('login', () => {
  it('posts the payload to /login-api/login and answers the one-time token', async () => {
    const { client, calls } = clientAnswering(answer);
    await expect(login(client, { email: 'a@b.co', password: 'secret-1' })).resolves.toBe(
      'ott-login',
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/login-api/login');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.body).toMatchObject({
      email: 'a@b.co',
      password: 'secret-1',
      rememberThisDevice: false,
    });
  });

  it('posts to /login-api/login-cdr without a password for data sharing', async () => {
    const { client, calls } = clientAnswering(answer);
    await expect(login(client, { email: 'a@b.co', dataSharing: true })).resolves.toBe('ott-login');
    expect(calls[0]!.url).toBe('/login-api/login-cdr');
    expect(calls[0]!.body).not.toHaveProperty('password');
    expect(calls[0]!.body).toMatchObject({ email: 'a@b.co', rememberThisDevice: false });
    expect(calls[0]!.body).not.toHaveProperty('dataSharing');
  });

  it('rejects with unexpected.error when the answer has no token', async () => {
    const { client } = clientAnswering(() => Response.json({ data: {} }));
    const error = await login(client, { email: 'a@b.co', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatehouseError);
    expect((error as GatehouseError).code).toBe('unexpected.error');
  });

  it('passes the signal on to fetch: aborting it aborts the request', async () => {
    const controller = new AbortController();
    const { client, calls } = clientAnswering((init) => {
      controller.abort();
      return Promise.reject(init.signal!.reason);
    });
    const error = await login(client, { email: 'a@b.co', password: 'x' }, controller.signal).catch(
      (e: unknown) => e,
    );
    expect(calls[0]!.init.signal!.aborted).toBe(true);
    expect(error).toBe(controller.signal.reason);
  });
});

describe('data sharing', () => {
  it('never sends a password, even when one is passed', async () => {
    const bodies: unknown[] = [];
    const client = createClient({
      fetch: async (_input, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return Response.json({ data: { oneTimeTokenProperties: { oneTimeToken: 'ott' } } });
      },
    });
    await login(client, { email: 'a@b.test', password: 'secret', dataSharing: true });
    expect(bodies[0]).not.toHaveProperty('password');
  });
});
