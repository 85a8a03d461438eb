import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../api/client';
import type { Navigation } from '../runtime/navigation';
import { createLoginStore, type LoginStoreOptions } from './createLoginStore';

type Route = (url: string, init: RequestInit) => Response | Promise<Response>;

function setup(route: Route, options: Partial<LoginStoreOptions> = {}) {
  const calls: Array<{ url: string; body: unknown }> = [];
  const navigation: Navigation = {
    origin: () => 'https://app.example.com',
    hostname: () => 'app.example.com',
    assign: vi.fn(),
  };
  const client = createClient({
    navigation,
    fetch: async (input, init = {}) => {
      calls.push({ url: String(input), body: init.body ? JSON.parse(String(init.body)) : undefined });
      return route(String(input), init);
    },
  });
  const store = createLoginStore({ client, ...options });
  return { store, calls, navigation };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const token = json(200, { data: { oneTimeTokenProperties: { oneTimeToken: 'ott-1' } } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLoginStore', () => {
  it('moves to the second factor with the token the login answers', async () => {
    const { store, calls } = setup(() => token.clone());
    store.submit({ email: 'a@b.test', password: 'pw' });
    expect(store.getState()).toEqual({ view: 'form', submitting: true, alert: null });
    await settle();
    expect(store.getState()).toEqual({ view: 'secondFactor', oneTimeToken: 'ott-1' });
    expect(calls[0]?.url).toBe('/login-api/login');
    expect(calls[0]?.body).toMatchObject({ email: 'a@b.test', password: 'pw', rememberThisDevice: false, siteKey: 'sitekey' });
  });

  it('sends one request for a double submit', async () => {
    const { store, calls } = setup(() => token.clone());
    store.submit({ email: 'a@b.test', password: 'pw' });
    store.submit({ email: 'a@b.test', password: 'pw' });
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('logs in without a password for data sharing', async () => {
    const { store, calls } = setup(() => token.clone(), { variant: 'dataSharing' });
    store.submit({ email: 'a@b.test', password: 'ignored' });
    await settle();
    expect(calls[0]?.url).toBe('/login-api/login-cdr');
    expect(calls[0]?.body).not.toHaveProperty('password');
  });

  it('exchanges the token and navigates to a same-origin location only', async () => {
    const { store, navigation } = setup((url) =>
      url.endsWith('/v2/auth') ? json(200, { location: 'https://evil.example.net/steal' }) : token.clone(),
    );
    store.secondFactorPassed('ott-1');
    await settle();
    expect(navigation.assign).toHaveBeenCalledWith('/home');
    expect(store.getState()).toEqual({ view: 'redirecting', location: '/home' });
  });

  it('hands the location to onSuccess instead of navigating', async () => {
    const onSuccess = vi.fn();
    const { store, navigation } = setup(() => json(200, { location: '/send?x=1' }), { onSuccess });
    store.secondFactorPassed('ott-1');
    await settle();
    expect(onSuccess).toHaveBeenCalledWith({ location: '/send?x=1' });
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('shows the deactivated screen', async () => {
    const { store } = setup(() =>
      json(403, { code: 'user_deactivated', message: 'Closed.', params: { messageTitle: 'Deactivated', canAppeal: true } }),
    );
    store.submit({ email: 'a@b.test', password: 'pw' });
    await settle();
    expect(store.getState()).toEqual({ view: 'deactivated', title: 'Deactivated', message: 'Closed.', canAppeal: true });
    store.backToForm();
    expect(store.getState()).toEqual({ view: 'form', submitting: false, alert: null });
  });

  it('reports a missing redirect link and shows the fallback alert', async () => {
    const reportError = vi.fn();
    const { store, navigation } = setup(() => json(403, { code: 'mandatory.update.phone.number', params: {} }), { reportError });
    store.submit({ email: 'a@b.test', password: 'pw' });
    await settle();
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ code: 'mandatory.update.phone.number' }));
    expect(store.getState()).toMatchObject({ view: 'form', alert: { message: { key: 'common.somethingWentWrong' } } });
  });

  it('follows a same-origin mandatory phone update link', async () => {
    const { store, navigation } = setup(() => json(403, { code: 'mandatory.update.phone.number', params: { link: '/account/phone' } }));
    store.submit({ email: 'a@b.test', password: 'pw' });
    await settle();
    expect(navigation.assign).toHaveBeenCalledWith('/account/phone');
  });

  it('ignores an answer that arrives after dispose', async () => {
    let answer!: (response: Response) => void;
    const { store } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    store.submit({ email: 'a@b.test', password: 'pw' });
    store.dispose();
    answer(token.clone());
    await settle();
    expect(store.getState()).toEqual({ view: 'form', submitting: true, alert: null });
  });
});
