import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../api/client';
import { serializeCookie, type CookieOptions, type CookieWriter } from '../runtime/cookies';
import type { Navigation } from '../runtime/navigation';
import {
  createSignupStore,
  captchaFailureMessage,
  SIGNUP_COOKIE,
  SIGNUP_COOKIE_PATH,
  type CaptchaSource,
  type SignupStoreOptions,
} from './createSignupStore';

type Route = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const created = () => json(200, { id: 'su-1', signupToken: 'st-1', emailVerifyOtt: 'evo-1' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(route: Route, options: Partial<SignupStoreOptions> = {}) {
  const calls: Array<{ url: string; body: Record<string, unknown>; headers: Headers }> = [];
  const navigation: Navigation & { assign: ReturnType<typeof vi.fn> } = {
    origin: () => 'https://app.example.com',
    hostname: () => 'app.example.com',
    assign: vi.fn(),
  };
  const cookies: CookieWriter & { set: ReturnType<typeof vi.fn> } = { set: vi.fn() };
  const client = createClient({
    navigation,
    guestId: 'guest-1',
    locale: 'fr-FR',
    fetch: async (input, init = {}) => {
      calls.push({
        url: String(input),
        body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {},
        headers: new Headers(init.headers),
      });
      return route(String(input), init);
    },
  });
  const store = createSignupStore({ client, cookies, flowId: 'flow-1', ...options });
  return { store, calls, navigation, cookies };
}

function captcha(result: () => Promise<{ token: string; type: 'TURNSTILE' | 'RECAPTCHA_V2' }>) {
  const source: CaptchaSource & {
    execute: ReturnType<typeof vi.fn>;
    reset: ReturnType<typeof vi.fn>;
  } = {
    execute: vi.fn(result),
    reset: vi.fn(),
  };
  return source;
}

describe('createSignupStore', () => {
  it('sends the sign-up body of API.md §5: consent always seen, guest id, locale, referral fields, captcha, flow id', async () => {
    const { store, calls } = setup(created, {
      pageSearch: '?referralToken=ref-9&referralSource=friend&utm_source=ads',
    });
    store.submit(
      { email: 'new@example.com' },
      captcha(async () => ({ token: 'tok-1', type: 'TURNSTILE' })),
    );
    expect(store.getState()).toEqual({ status: 'submitting' });
    await settle();
    expect(calls[0]?.url).toBe('/gateway/identity/api/v1/sign-up');
    expect(calls[0]?.body).toEqual({
      signup: {
        email: 'new@example.com',
        guestId: 'guest-1',
        locale: 'fr-FR',
        referralToken: 'ref-9',
        isConsentSeen: true,
        referralSource: 'friend',
      },
      captcha: { token: 'tok-1', type: 'TURNSTILE' },
      flowId: 'flow-1',
    });
  });

  it('sends the full form with password, account type and country, and the captcha as `challenge`', async () => {
    const { store, calls } = setup(created, { variant: 'register' });
    store.submit(
      { email: 'new@example.com', password: 'abcdefgh1', accountType: 'business', country: 'FR' },
      captcha(async () => ({ token: 'tok-2', type: 'RECAPTCHA_V2' })),
    );
    await settle();
    expect(calls[0]?.body).toMatchObject({
      signup: {
        email: 'new@example.com',
        password: 'abcdefgh1',
        accountType: 'business',
        country: 'FR',
        isConsentSeen: true,
      },
      challenge: { token: 'tok-2', type: 'RECAPTCHA_V2' },
      flowId: 'flow-1',
    });
    expect(calls[0]?.body).not.toHaveProperty('captcha');
  });

  it('sends no captcha at all when the form has none', async () => {
    const { store, calls } = setup(created);
    store.submit({ email: 'new@example.com' });
    await settle();
    expect(calls[0]?.body).not.toHaveProperty('captcha');
    expect(calls[0]?.body).not.toHaveProperty('challenge');
  });

  it('writes the signup cookie for an hour and goes to /register/{id} with redirectUrl, tracking and the VERIFY_EMAIL hash', async () => {
    const { store, navigation, cookies } = setup(created, {
      pageSearch:
        '?utm_source=ads&other=drop&redirectUrl=%2Fsend&gclid=g1&fbclid=f1&utm_campaign=spring',
    });
    store.submit({ email: 'new@example.com' });
    await settle();
    expect(cookies.set).toHaveBeenCalledWith(SIGNUP_COOKIE, 'st-1', {
      maxAgeSeconds: 3600,
      secure: true,
      sameSite: 'Strict',
      path: '/register',
    });
    const location =
      'https://app.example.com/register/su-1?redirectUrl=https%3A%2F%2Fapp.example.com%2Fsend&utm_source=ads&gclid=g1&fbclid=f1&utm_campaign=spring#/email?screen=VERIFY_EMAIL&emailVerifyOtt=evo-1';
    expect(navigation.assign).toHaveBeenCalledWith(location);
    expect(store.getState()).toMatchObject({ status: 'success', location });
  });

  it('tells onSignedUp the id and the email before it leaves for /register/{id}, which carries no email', async () => {
    const onSignedUp = vi.fn();
    const { store, navigation, cookies } = setup(created, { onSignedUp });
    store.submit({ email: 'new@example.com' });
    await settle();
    expect(onSignedUp).toHaveBeenCalledExactlyOnceWith({ id: 'su-1', email: 'new@example.com' });
    expect(cookies.set).toHaveBeenCalledOnce();
    expect(onSignedUp.mock.invocationCallOrder[0]).toBeLessThan(
      navigation.assign.mock.invocationCallOrder[0]!,
    );
    expect(String(navigation.assign.mock.calls[0]![0])).not.toMatch(/new(@|%40)/);
  });

  it('tells onSignedUp before onSuccess under custom registration', async () => {
    const onSignedUp = vi.fn();
    const onSuccess = vi.fn();
    const { store } = setup(created, { onSignedUp, onSuccess });
    store.submit({ email: 'new@example.com' });
    await settle();
    expect(onSignedUp).toHaveBeenCalledExactlyOnceWith({ id: 'su-1', email: 'new@example.com' });
    expect(onSignedUp.mock.invocationCallOrder[0]).toBeLessThan(
      onSuccess.mock.invocationCallOrder[0]!,
    );
  });

  it('scopes the signup cookie as narrowly as the register page allows: Secure, SameSite=Strict, Path=/register', async () => {
    const { store, navigation, cookies } = setup(created);
    store.submit({ email: 'new@example.com' });
    await settle();
    const [name, value, options] = cookies.set.mock.calls[0] as [string, string, CookieOptions];
    expect(serializeCookie(name, value, options)).toBe(
      'signupToken=st-1; Max-Age=3600; Secure; SameSite=Strict; Path=/register',
    );
    // The page the browser goes to next lies under the cookie's path, so it still reads the cookie.
    const registerPage = new URL(String(navigation.assign.mock.calls[0]![0])).pathname;
    expect(registerPage.startsWith(`${SIGNUP_COOKIE_PATH}/`)).toBe(true);
  });

  it("prefers the host's redirectUrl, drops an off-site one, and leaves out the hash without a token", async () => {
    const first = setup(() => json(200, { id: 'su-2', signupToken: 'st-2' }), {
      redirectUrl: '/cards',
      pageSearch: '?redirectUrl=%2Fsend',
    });
    first.store.submit({ email: 'new@example.com' });
    await settle();
    expect(first.navigation.assign).toHaveBeenCalledWith(
      'https://app.example.com/register/su-2?redirectUrl=https%3A%2F%2Fapp.example.com%2Fcards',
    );

    const second = setup(
      () => json(200, { id: 'su-3', signupToken: 'st-3', emailVerifyOtt: null }),
      {
        pageSearch: '?redirectUrl=https%3A%2F%2Fevil.example.net%2F',
      },
    );
    second.store.submit({ email: 'new@example.com' });
    await settle();
    expect(second.navigation.assign).toHaveBeenCalledWith('https://app.example.com/register/su-3');
  });

  it.each([
    ['the page origin then //', 'https://app.example.com//evil.example/x'],
    ['a dot segment before //', '/.//evil.example/x'],
    ['a parent segment before //', '/x/..//evil.example/x'],
    ['an encoded dot segment before //', '/%2e//evil.example/x'],
    ['a backslash', '/\\evil.example/x'],
    ['a tab inside //', '/\t/evil.example/x'],
    ['credentials', 'https://app.example.com@evil.example/x'],
  ])('carries no redirectUrl into /register/{id} or /login for %s', async (_, hostile) => {
    const fromPage = setup(() => json(200, { id: 'su-4', signupToken: 'st-4' }), {
      pageSearch: `?${new URLSearchParams({ redirectUrl: hostile, utm_source: 'ads' }).toString()}`,
    });
    fromPage.store.submit({ email: 'new@example.com' });
    await settle();
    expect(fromPage.navigation.assign).toHaveBeenCalledExactlyOnceWith(
      'https://app.example.com/register/su-4?utm_source=ads',
    );

    const fromHost = setup(() => json(409, { code: 'email.taken', message: 'Taken.' }), {
      redirectUrl: hostile,
    });
    fromHost.store.submit({ email: 'taken@example.com' });
    await settle();
    expect(fromHost.store.getState()).toMatchObject({
      status: 'failure',
      alert: { actions: [{ label: { key: 'signup.logIn' }, href: '/login' }] },
    });
  });

  it('calls onSuccess instead of writing the cookie and navigating (custom registration)', async () => {
    const onSuccess = vi.fn();
    const { store, navigation, cookies } = setup(created, { onSuccess });
    store.submit({ email: 'new@example.com' });
    await settle();
    expect(onSuccess).toHaveBeenCalledWith({
      id: 'su-1',
      signupToken: 'st-1',
      emailVerifyOtt: 'evo-1',
    });
    expect(cookies.set).not.toHaveBeenCalled();
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({
      status: 'success',
      location: undefined,
      email: 'new@example.com',
      resend: 'idle',
    });
  });

  it("shows the server's message with a 'Log in' action carrying redirectUrl", async () => {
    const onFailure = vi.fn();
    const { store } = setup(
      () =>
        json(409, { code: 'email.taken', message: 'An account with this email already exists.' }),
      {
        redirectUrl: '/send?x=1',
        onFailure,
      },
    );
    store.submit({ email: 'taken@example.com' });
    await settle();
    expect(store.getState()).toEqual({
      status: 'failure',
      alert: {
        message: { text: 'An account with this email already exists.' },
        actions: [
          {
            label: { key: 'signup.logIn' },
            href: '/login?redirectUrl=https%3A%2F%2Fapp.example.com%2Fsend%3Fx%3D1',
          },
        ],
      },
      serverFault: false,
    });
    expect(onFailure).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'email.taken', status: 409 }),
    );
  });

  it("falls back to 'Something went wrong, please try again.' and marks a 5xx as a server fault", async () => {
    const reportError = vi.fn();
    const { store } = setup(() => new Response('', { status: 500 }), { reportError });
    store.submit({ email: 'new@example.com' });
    await settle();
    expect(store.getState()).toEqual({
      status: 'failure',
      alert: {
        message: { key: 'common.somethingWentWrongRetry' },
        actions: [{ label: { key: 'signup.logIn' }, href: '/login' }],
      },
      serverFault: true,
    });
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('sends one request for a double submit, and resets the captcha after every attempt', async () => {
    const { store, calls } = setup(() =>
      json(400, {
        code: 'captcha.invalid',
        message: 'Captcha verification failed. Please try again.',
      }),
    );
    const source = captcha(async () => ({ token: 'tok', type: 'TURNSTILE' }));
    store.submit({ email: 'new@example.com' }, source);
    store.submit({ email: 'new@example.com' }, source);
    await settle();
    expect(calls).toHaveLength(1);
    expect(source.execute).toHaveBeenCalledTimes(1);
    expect(source.reset).toHaveBeenCalledTimes(1);
    store.submit({ email: 'new@example.com' }, source);
    await settle();
    expect(calls).toHaveLength(2);
    expect(source.reset).toHaveBeenCalledTimes(2);
  });

  it('shows the captcha error text and sends nothing when the captcha gives no token', async () => {
    const onFailure = vi.fn();
    const reportError = vi.fn();
    const { store, calls } = setup(created, { onFailure, reportError });
    const failure = Object.assign(new Error('captcha timedOut'), {
      messageKey: 'common.somethingWentWrong',
      messageValues: {},
    });
    const source = captcha(() => Promise.reject(failure));
    store.submit({ email: 'new@example.com' }, source);
    await settle();
    expect(calls).toHaveLength(0);
    expect(store.getState()).toEqual({
      status: 'failure',
      alert: { message: { key: 'common.somethingWentWrong', values: {} }, actions: [] },
      serverFault: false,
    });
    expect(source.reset).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ code: 'captcha.failed' }));
    expect(reportError).not.toHaveBeenCalled();
  });

  it('retries the last attempt with a fresh token', async () => {
    let answer = () => new Response('', { status: 503 });
    const { store, calls } = setup(() => answer(), { variant: 'register' });
    const values = {
      email: 'new@example.com',
      password: 'abcdefgh1',
      accountType: 'personal' as const,
      country: 'GB',
    };
    store.submit(values);
    await settle();
    expect(store.getState()).toMatchObject({ status: 'failure', serverFault: true });
    answer = created;
    store.retry();
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toEqual(calls[0]?.body);
    expect(store.getState()).toMatchObject({ status: 'success' });
  });

  it('sends "Send it again" with the sign-up query as flowQueryParams, one at a time', async () => {
    const { store, calls } = setup(
      (url) =>
        url.endsWith('/email-checkpoint/trigger') ? new Response(null, { status: 204 }) : created(),
      { onSuccess: vi.fn(), pageSearch: '?utm_source=ads', redirectUrl: '/send' },
    );
    store.submit({ email: 'new@example.com' });
    await settle();
    store.resendEmail();
    store.resendEmail();
    expect(store.getState()).toMatchObject({ status: 'success', resend: 'sending' });
    await settle();
    const resends = calls.filter((call) =>
      call.url.endsWith('/one-time-token/email-checkpoint/trigger'),
    );
    expect(resends).toHaveLength(1);
    expect(resends[0]?.url).toBe(
      '/gateway/identity/api/v1/one-time-token/email-checkpoint/trigger',
    );
    expect(resends[0]?.body).toEqual({
      flowQueryParams: 'redirectUrl=https%3A%2F%2Fapp.example.com%2Fsend&utm_source=ads',
    });
    expect(resends[0]?.headers.has('One-Time-Token')).toBe(false);
    expect(store.getState()).toMatchObject({ status: 'success', resend: 'sent' });
  });

  it('reports a failed "Send it again"', async () => {
    const { store } = setup(
      (url) => (url.endsWith('/trigger') ? new Response('', { status: 500 }) : created()),
      { onSuccess: vi.fn() },
    );
    store.submit({ email: 'new@example.com' });
    await settle();
    store.resendEmail();
    await settle();
    expect(store.getState()).toMatchObject({ status: 'success', resend: 'failed' });
  });

  it('does nothing after dispose', async () => {
    const { store, navigation, cookies } = setup(created);
    store.submit({ email: 'new@example.com' });
    store.dispose();
    await settle();
    expect(store.getState()).toEqual({ status: 'submitting' });
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(cookies.set).not.toHaveBeenCalled();
  });

  it('treats an answer that fails its schema as a failure, never a crash', async () => {
    const { store } = setup(() => json(200, { id: 'su-1' }));
    store.submit({ email: 'new@example.com' });
    await settle();
    expect(store.getState()).toMatchObject({
      status: 'failure',
      alert: { message: { key: 'common.somethingWentWrongRetry' } },
    });
  });
});

describe('captchaFailureMessage', () => {
  it('uses a known key the error names, else the generic failure', () => {
    expect(
      captchaFailureMessage({ messageKey: 'common.retry', messageValues: { code: '1' } }),
    ).toEqual({ key: 'common.retry', values: { code: '1' } });
    expect(captchaFailureMessage({ messageKey: 'no.such.key' })).toEqual({
      key: 'common.somethingWentWrongRetry',
    });
    expect(captchaFailureMessage(new Error('x'))).toEqual({
      key: 'common.somethingWentWrongRetry',
    });
  });
});

describe('createSignupStore: events (analytics)', () => {
  it('flowCompleted once the sign-up exists, with the variant, before the redirect', async () => {
    const order: string[] = [];
    const onEvent = vi.fn((event: { type: string }) => order.push(event.type));
    const { store, navigation } = setup(created, { onEvent, variant: 'register' });
    navigation.assign.mockImplementation(() => order.push('assign'));
    store.submit({ email: 'new@example.com', password: 'Password123', country: 'GB' });
    await settle();
    expect(order).toEqual(['flowCompleted', 'assign']);
    expect(onEvent).toHaveBeenCalledExactlyOnceWith({
      type: 'flowCompleted',
      flow: 'signup',
      variant: 'register',
    });
  });

  it('before onSuccess with custom registration; never for a failure or a captcha with no token', async () => {
    const order: string[] = [];
    const onEvent = vi.fn((event: { type: string }) => order.push(event.type));
    const onSuccess = vi.fn(() => order.push('onSuccess'));
    const failing = setup(() => json(400, { code: 'email.taken' }), { onEvent });
    failing.store.submit({ email: 'new@example.com' });
    failing.store.retry(
      captcha(async () => {
        throw new Error('no token');
      }),
    );
    await settle();
    failing.store.retry(
      captcha(async () => {
        throw new Error('no token');
      }),
    );
    await settle();
    expect(onEvent).not.toHaveBeenCalled();

    const { store } = setup(created, { onEvent, onSuccess });
    store.submit({ email: 'new@example.com' });
    await settle();
    expect(order).toEqual(['flowCompleted', 'onSuccess']);
    expect(onEvent).toHaveBeenCalledExactlyOnceWith({
      type: 'flowCompleted',
      flow: 'signup',
      variant: 'email',
    });
  });
});
