import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/memoryStorage';
import { createClient } from '../api/client';
import type { Navigation } from '../runtime/navigation';
import { createLoginStore, type LoginStoreOptions } from './createLoginStore';
import { SOCIAL_STATE_PARAM, takeSocialReturn, type SocialStateStorage } from './socialReturn';

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
      calls.push({
        url: String(input),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return route(String(input), init);
    },
  });
  const store = createLoginStore({ client, socialStateStorage: memoryStorage(), ...options });
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
    expect(store.getState()).toEqual({
      view: 'form',
      submitting: true,
      method: 'password',
      alert: null,
    });
    await settle();
    expect(store.getState()).toEqual({ view: 'secondFactor', oneTimeToken: 'ott-1' });
    expect(calls[0]?.url).toBe('/login-api/login');
    expect(calls[0]?.body).toMatchObject({
      email: 'a@b.test',
      password: 'pw',
      rememberThisDevice: false,
      siteKey: 'sitekey',
    });
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
      url.endsWith('/v2/auth')
        ? json(200, { location: 'https://evil.example.net/steal' })
        : token.clone(),
    );
    store.secondFactorPassed('ott-1');
    await settle();
    expect(navigation.assign).toHaveBeenCalledWith('https://app.example.com/home');
    expect(store.getState()).toEqual({ view: 'redirecting', location: '/home' });
  });

  it('hands onSuccess the path on this origin, which a router takes, instead of navigating', async () => {
    const onSuccess = vi.fn();
    const { store, navigation } = setup(() => json(200, { location: '/send?x=1#review' }), {
      onSuccess,
    });
    store.secondFactorPassed('ott-1');
    await settle();
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith({ location: '/send?x=1#review' });
    expect(store.getState()).toEqual({ view: 'redirecting', location: '/send?x=1#review' });
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('hands onSuccess the path when the server answers an absolute address on this origin', async () => {
    const onSuccess = vi.fn();
    const { store } = setup(
      () => json(200, { location: 'https://APP.example.com:443/home?from=login' }),
      { onSuccess },
    );
    store.secondFactorPassed('ott-1');
    await settle();
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith({ location: '/home?from=login' });
  });

  it('shows the deactivated screen', async () => {
    const { store } = setup(() =>
      json(403, {
        code: 'user_deactivated',
        message: 'Closed.',
        params: { messageTitle: 'Deactivated', canAppeal: true },
      }),
    );
    store.submit({ email: 'a@b.test', password: 'pw' });
    await settle();
    expect(store.getState()).toEqual({
      view: 'deactivated',
      title: 'Deactivated',
      message: 'Closed.',
      canAppeal: true,
    });
    store.backToForm();
    expect(store.getState()).toEqual({ view: 'form', submitting: false, alert: null });
  });

  it('reports a missing redirect link and shows the fallback alert', async () => {
    const reportError = vi.fn();
    const { store, navigation } = setup(
      () => json(403, { code: 'mandatory.update.phone.number', params: {} }),
      { reportError },
    );
    store.submit({ email: 'a@b.test', password: 'pw' });
    await settle();
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'mandatory.update.phone.number' }),
    );
    expect(store.getState()).toMatchObject({
      view: 'form',
      alert: { message: { key: 'common.somethingWentWrong' } },
    });
  });

  it('follows a same-origin mandatory phone update link', async () => {
    const { store, navigation } = setup(() =>
      json(403, { code: 'mandatory.update.phone.number', params: { link: '/account/phone' } }),
    );
    store.submit({ email: 'a@b.test', password: 'pw' });
    await settle();
    expect(navigation.assign).toHaveBeenCalledWith('https://app.example.com/account/phone');
  });

  it('ignores an answer that arrives after dispose', async () => {
    let answer!: (response: Response) => void;
    const { store } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    store.submit({ email: 'a@b.test', password: 'pw' });
    store.dispose();
    answer(token.clone());
    await settle();
    expect(store.getState()).toEqual({
      view: 'form',
      submitting: true,
      method: 'password',
      alert: null,
    });
  });
});

const assertion = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'cdj', authenticatorData: 'ad', signature: 'sig', userHandle: 'uh' },
  clientExtensionResults: {},
} as const;
const passkeyOptions = json(200, {
  data: {
    loginOptions: { challenge: 'chal-1', timeout: 60000, rpId: 'app.example.com' },
    passkeyOptionsId: 'po-1',
  },
});
const passkeyRoute: Route = (url) =>
  url.endsWith('/login/passkey/options') ? passkeyOptions.clone() : token.clone();

describe('createLoginStore: passkeys', () => {
  it('logs in with the assertion of a passkey ceremony and moves to the second factor', async () => {
    const reportError = vi.fn();
    const { store, calls } = setup(passkeyRoute, { reportError, redirectUrl: '/cards' });
    const ceremony = vi.fn(async () => assertion);
    store.passkey(ceremony, async () => ({
      captcha: { token: 'cap', type: 'TURNSTILE' },
      siteKey: 'site',
    }));
    expect(store.getState()).toEqual({
      view: 'form',
      submitting: true,
      method: 'passkey',
      alert: null,
    });
    await vi.waitFor(() =>
      expect(store.getState()).toEqual({ view: 'secondFactor', oneTimeToken: 'ott-1' }),
    );
    expect(ceremony).toHaveBeenCalledWith(
      { challenge: 'chal-1', timeout: 60000, rpId: 'app.example.com' },
      expect.objectContaining({ conditional: false }),
    );
    expect(calls.map((call) => call.url)).toEqual([
      '/gateway/v1/login/passkey/options',
      '/gateway/v2/login',
    ]);
    expect(calls[1]?.body).toMatchObject({
      identifier: 'cred-1',
      authenticationType: 'passkey',
      passkeyParameters: { passkeyOptionsId: 'po-1', credentials: assertion },
      captcha: 'cap',
      challenge: 'TURNSTILE',
      siteKey: 'site',
      redirectAfterUrl: '/cards',
      clientId: 'gatehouse-web',
    });
    expect(calls[1]?.body).not.toHaveProperty('password');
    expect(reportError).not.toHaveBeenCalled();
  });

  it('shows "Something went wrong." and tracks a cancelled ceremony; the password login still works', async () => {
    const reportError = vi.fn();
    const { store, calls } = setup(passkeyRoute, { reportError });
    store.passkey(async () => {
      throw new DOMException(
        'The operation either timed out or was not allowed.',
        'NotAllowedError',
      );
    });
    await vi.waitFor(() =>
      expect(store.getState()).toEqual({
        view: 'form',
        submitting: false,
        alert: { message: { key: 'common.somethingWentWrong' }, actions: [] },
      }),
    );
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'passkey.failed', serverMessage: 'NotAllowedError' }),
    );
    expect(calls.map((call) => call.url)).toEqual(['/gateway/v1/login/passkey/options']);

    store.submit({ email: 'a@b.test', password: 'pw' });
    await vi.waitFor(() =>
      expect(store.getState()).toEqual({ view: 'secondFactor', oneTimeToken: 'ott-1' }),
    );
  });

  it('treats a passkey login the server refuses like a password login failure', async () => {
    const { store } = setup((url) =>
      url.endsWith('/options')
        ? passkeyOptions.clone()
        : json(403, { code: 'user_deactivated', params: { canAppeal: true } }),
    );
    store.passkey(async () => assertion);
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({ view: 'deactivated', canAppeal: true }),
    );
  });

  it('refuses options that fail their schema with the generic alert, without a ceremony', async () => {
    const ceremony = vi.fn(async () => assertion);
    const { store } = setup(() =>
      json(200, { data: { loginOptions: { challenge: '' }, passkeyOptionsId: 'po' } }),
    );
    store.passkey(ceremony);
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({
        view: 'form',
        submitting: false,
        alert: { message: { key: 'common.somethingWentWrong' } },
      }),
    );
    expect(ceremony).not.toHaveBeenCalled();
  });

  it('sends one options request for a double click', async () => {
    const { store, calls } = setup(passkeyRoute);
    const ceremony = vi.fn(async () => assertion);
    store.passkey(ceremony);
    store.passkey(ceremony);
    store.submit({ email: 'a@b.test', password: 'pw' });
    await vi.waitFor(() => expect(store.getState().view).toBe('secondFactor'));
    expect(ceremony).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.url)).toEqual([
      '/gateway/v1/login/passkey/options',
      '/gateway/v2/login',
    ]);
  });

  it('aborts the ceremony when disposed and changes nothing after', async () => {
    const { store } = setup(passkeyRoute);
    let seen: AbortSignal | undefined;
    store.passkey((_options, how) => {
      seen = how.signal;
      return new Promise((_resolve, reject) =>
        how.signal.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
      );
    });
    await vi.waitFor(() => expect(seen).toBeDefined());
    store.dispose();
    expect(seen?.aborted).toBe(true);
    await settle();
    expect(store.getState()).toEqual({
      view: 'form',
      submitting: true,
      method: 'passkey',
      alert: null,
    });
  });
});

describe('createLoginStore: passkey autofill', () => {
  it('logs in when the user picks a passkey from autofill, and stops offering it while a login runs', async () => {
    const { store, calls } = setup(passkeyRoute);
    let pick!: (value: typeof assertion) => void;
    const ceremony = vi.fn(
      (_options: unknown, how: { conditional: boolean; signal: AbortSignal }) => {
        expect(how.conditional).toBe(true);
        return new Promise<typeof assertion>((resolve) => (pick = resolve));
      },
    );
    store.startPasskeyAutofill(ceremony);
    await vi.waitFor(() => expect(ceremony).toHaveBeenCalledTimes(1));
    pick(assertion);
    await vi.waitFor(() =>
      expect(store.getState()).toEqual({ view: 'secondFactor', oneTimeToken: 'ott-1' }),
    );
    expect(calls.map((call) => call.url)).toEqual([
      '/gateway/v1/login/passkey/options',
      '/gateway/v2/login',
    ]);
  });

  it('aborts the pending autofill request when the user submits the password form', async () => {
    const { store, calls } = setup(passkeyRoute);
    let signal: AbortSignal | undefined;
    store.startPasskeyAutofill((_options, how) => {
      signal = how.signal;
      return new Promise(() => {});
    });
    await vi.waitFor(() => expect(signal).toBeDefined());
    store.submit({ email: 'a@b.test', password: 'pw' });
    expect(signal?.aborted).toBe(true);
    await vi.waitFor(() => expect(store.getState().view).toBe('secondFactor'));
    expect(calls.map((call) => call.url)).toEqual([
      '/gateway/v1/login/passkey/options',
      '/login-api/login',
    ]);
  });

  it('offers autofill again when a failed login returns to the form', async () => {
    const { store, calls } = setup((url) =>
      url.endsWith('/options')
        ? passkeyOptions.clone()
        : json(401, { code: 'invalid_email_password', message: 'Wrong email or password.' }),
    );
    const ceremony = vi.fn(() => new Promise<typeof assertion>(() => {}));
    store.startPasskeyAutofill(ceremony);
    await vi.waitFor(() => expect(ceremony).toHaveBeenCalledTimes(1));
    store.submit({ email: 'a@b.test', password: 'wrong' });
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({ view: 'form', submitting: false }),
    );
    await vi.waitFor(() => expect(ceremony).toHaveBeenCalledTimes(2));
    expect(calls.filter((call) => call.url.endsWith('/options'))).toHaveLength(2);
    store.dispose();
  });
});

describe('createLoginStore: a refused autofill login', () => {
  it('does not offer the autofill again until the user tries again, so a self-answering browser cannot loop', async () => {
    const { store, calls } = setup((url) =>
      url.endsWith('/options')
        ? passkeyOptions.clone()
        : json(401, {
            code: 'passkey_verification_failed',
            message: 'We could not verify your passkey.',
          }),
    );
    const ceremony = vi.fn(async () => assertion);
    store.startPasskeyAutofill(ceremony);
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({
        view: 'form',
        submitting: false,
        alert: { message: { text: 'We could not verify your passkey.' } },
      }),
    );
    await settle();
    expect(ceremony).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.url === '/gateway/v2/login')).toHaveLength(1);

    // The user's own next attempt (a password) fails too: the autofill is offered again.
    store.submit({ email: 'a@b.test', password: 'wrong' });
    await vi.waitFor(() => expect(ceremony).toHaveBeenCalledTimes(2));
    store.dispose();
  });
});

describe('createLoginStore: social sign-in', () => {
  const social = (redirectUrl: string) => (url: string) =>
    url.endsWith('/gateway/v1/socials') ? json(200, { redirectUrl }) : token.clone();

  it('posts the provider and sends the browser to its sign-in page', async () => {
    const storage = memoryStorage();
    const { store, calls, navigation } = setup(
      social('https://accounts.google.com/o/oauth2/auth?state=s1'),
      {
        redirectUrl: '/cards',
        loginStateUrl: () => 'https://app.example.com/login',
        socialStateStorage: storage,
      },
    );
    store.social('google');
    expect(store.getState()).toEqual({
      view: 'form',
      submitting: true,
      method: 'google',
      alert: null,
    });
    await vi.waitFor(() =>
      expect(navigation.assign).toHaveBeenCalledWith(
        'https://accounts.google.com/o/oauth2/auth?state=s1',
      ),
    );
    // loginStateUrl carries the state this tab keeps, so only this tab can complete the sign-in.
    const [kept] = [...storage.kept.values()];
    expect(kept).toMatch(/^[0-9a-f]{64}$/);
    expect(calls[0]).toEqual({
      url: '/gateway/v1/socials',
      body: {
        clientId: 'gatehouse-web',
        provider: 'GOOGLE',
        redirectUrl: '/cards',
        loginStateUrl: `https://app.example.com/login?${SOCIAL_STATE_PARAM}=${kept}`,
      },
    });
    // The browser is leaving: the spinner stays and nothing more is sent.
    expect(store.getState()).toMatchObject({ view: 'form', submitting: true, method: 'google' });
    store.submit({ email: 'a@b.test', password: 'pw' });
    store.social('apple');
    await settle();
    expect(calls).toHaveLength(1);
  });

  it("refuses another provider's page and an unknown origin", async () => {
    const reportError = vi.fn();
    const { store, navigation } = setup(social('https://appleid.apple.com/auth'), { reportError });
    store.social('google');
    await vi.waitFor(() =>
      expect(store.getState()).toEqual({
        view: 'form',
        submitting: false,
        alert: { message: { key: 'common.somethingWentWrongRetry' }, actions: [] },
      }),
    );
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'social.redirect_refused' }),
    );
  });

  it('follows a same-origin page (a stand-in provider) and shows the retry text on failure', async () => {
    const ok = setup(social('/mock/social/apple?state=s2'));
    ok.store.social('apple');
    await vi.waitFor(() =>
      expect(ok.navigation.assign).toHaveBeenCalledWith(
        'https://app.example.com/mock/social/apple?state=s2',
      ),
    );

    const onFailure = vi.fn();
    const failing = setup(() => new Response('<html>', { status: 502 }), { onFailure });
    failing.store.social('facebook');
    await vi.waitFor(() =>
      expect(failing.store.getState()).toMatchObject({
        alert: { message: { key: 'common.somethingWentWrongRetry' } },
      }),
    );
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ code: 'unexpected.error' }));
  });
});

describe('createLoginStore: back from social sign-in', () => {
  const social = (url: string) =>
    url.endsWith('/gateway/v1/socials')
      ? json(200, { redirectUrl: '/mock/social/google?state=s1' })
      : token.clone();

  it('resumes at the second factor when the return brings back this tab’s state, sending nothing for it', async () => {
    const storage = memoryStorage();
    const { store, calls } = setup(social, { socialStateStorage: storage });
    store.social('google');
    await settle();
    const { loginStateUrl } = calls[0]!.body as { loginStateUrl: string };
    const returned = takeSocialReturn(`${loginStateUrl}#ott=ott-social-1`, storage);

    const back = setup(social, { socialStateStorage: storage });
    back.store.socialReturned(returned);
    expect(back.store.getState()).toEqual({ view: 'secondFactor', oneTimeToken: 'ott-social-1' });
    await settle();
    expect(back.calls).toEqual([]);
  });

  it('refuses a forged return: the social failure on the form, onFailure and monitoring told, no call', async () => {
    const onFailure = vi.fn();
    const reportError = vi.fn();
    const { store, calls } = setup(social, { onFailure, reportError });
    store.socialReturned(
      takeSocialReturn('https://app.example.com/login#ott=ott-attacker', memoryStorage()),
    );
    expect(store.getState()).toEqual({
      view: 'form',
      submitting: false,
      alert: { message: { key: 'common.somethingWentWrongRetry' }, actions: [] },
    });
    expect(onFailure).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'social.return_refused' }),
    );
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'social.return_refused' }),
    );
    expect(JSON.stringify(reportError.mock.calls)).not.toContain('ott-attacker');
    await settle();
    expect(calls).toEqual([]);
  });

  it('does not leave for the provider when the tab cannot keep the state', async () => {
    const reportError = vi.fn();
    const blocked: SocialStateStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      removeItem: () => undefined,
    };
    const { store, calls, navigation } = setup(social, {
      reportError,
      socialStateStorage: blocked,
    });
    store.social('google');
    expect(store.getState()).toMatchObject({
      view: 'form',
      submitting: false,
      alert: { message: { key: 'common.somethingWentWrongRetry' } },
    });
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'social.state_unavailable' }),
    );
    await settle();
    expect(calls).toEqual([]);
    expect(navigation.assign).not.toHaveBeenCalled();
  });
});

describe('createLoginStore: info view and resumed logins', () => {
  it('waits on the info view after the first factor until proceed()', async () => {
    const { store } = setup(() => token.clone(), { pauseBeforeSecondFactor: true });
    store.submit({ email: 'a@b.test', password: 'pw' });
    await vi.waitFor(() =>
      expect(store.getState()).toEqual({ view: 'info', oneTimeToken: 'ott-1' }),
    );
    store.proceed();
    expect(store.getState()).toEqual({ view: 'secondFactor', oneTimeToken: 'ott-1' });
    store.proceed();
    expect(store.getState()).toEqual({ view: 'secondFactor', oneTimeToken: 'ott-1' });
  });

  it('starts at the second factor with a given token and sends nothing for it', async () => {
    const { store, calls } = setup(() => token.clone(), { oneTimeToken: 'social-ott' });
    expect(store.getState()).toEqual({ view: 'secondFactor', oneTimeToken: 'social-ott' });
    await settle();
    expect(calls).toEqual([]);
  });
});

describe('createLoginStore: the navigation gate', () => {
  // Each of these passed the old same-origin check and left only its path: `//evil.example/x`.
  const disguised = [
    'https://app.example.com//evil.example/x',
    'https://app.example.com/.//evil.example/x',
    '/.//evil.example/x',
    '/x/..//evil.example/x',
    '/%2e//evil.example/x',
    '/\\evil.example/x',
    '/\t/evil.example/x',
    'https://app.example.com@evil.example/x',
  ];

  it.each(disguised)(
    'goes home, on the page origin, when the token exchange answers %j',
    async (location) => {
      const { store, navigation } = setup(() => json(200, { location }));
      store.secondFactorPassed('ott-1');
      await settle();
      expect(navigation.assign).toHaveBeenCalledExactlyOnceWith('https://app.example.com/home');
      expect(store.getState()).toEqual({ view: 'redirecting', location: '/home' });
    },
  );

  it.each(disguised)('hands onSuccess the home page, never %j', async (location) => {
    const onSuccess = vi.fn();
    const { store } = setup(() => json(200, { location }), { onSuccess });
    store.secondFactorPassed('ott-1');
    await settle();
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith({ location: '/home' });
  });

  it('hands onSuccess another origin only when the host allowed it', async () => {
    const onSuccess = vi.fn();
    const allowed = setup(() => json(200, { location: 'https://partner.example.org/welcome' }), {
      onSuccess,
    });
    allowed.store.secondFactorPassed('ott-1');
    await settle();
    expect(onSuccess).toHaveBeenLastCalledWith({ location: '/home' });

    const client = createClient({
      navigation: {
        origin: () => 'https://app.example.com',
        hostname: () => 'app.example.com',
        assign: vi.fn(),
      },
      allowedRedirectOrigins: ['https://partner.example.org'],
      fetch: async () => json(200, { location: 'https://partner.example.org/welcome' }),
    });
    createLoginStore({ client, onSuccess }).secondFactorPassed('ott-1');
    await settle();
    expect(onSuccess).toHaveBeenLastCalledWith({ location: 'https://partner.example.org/welcome' });
  });

  it.each(disguised)(
    'sends a mandatory phone update with the link %j to the login page instead',
    async (link) => {
      const { store, navigation } = setup(() =>
        json(403, { code: 'mandatory.update.phone.number', params: { link } }),
      );
      store.submit({ email: 'a@b.test', password: 'pw' });
      await settle();
      expect(navigation.assign).toHaveBeenCalledExactlyOnceWith('https://app.example.com/login');
      expect(store.getState()).toEqual({ view: 'redirecting', location: '/login' });
    },
  );

  it.each(disguised)('never follows the social answer %j', async (redirectUrl) => {
    const reportError = vi.fn();
    const { store, navigation } = setup(
      (url) => (url.endsWith('/gateway/v1/socials') ? json(200, { redirectUrl }) : token.clone()),
      {
        reportError,
      },
    );
    store.social('google');
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({ view: 'form', submitting: false }),
    );
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'social.redirect_refused' }),
    );
  });

  it.each([...disguised, 'https://evil.example/login', 'javascript:alert(1)'])(
    'never sends the social-login token to the return page %j: no call at all',
    (loginStateUrl) => {
      const reportError = vi.fn();
      const { store, calls, navigation } = setup(
        () => json(200, { redirectUrl: 'https://accounts.google.com/o' }),
        {
          reportError,
          loginStateUrl: () => loginStateUrl,
        },
      );
      store.social('google');
      expect(store.getState()).toMatchObject({
        view: 'form',
        submitting: false,
        alert: { message: { key: 'common.somethingWentWrongRetry' } },
      });
      expect(reportError).toHaveBeenCalledWith(
        expect.objectContaining({ code: 'social.login_state_url_refused' }),
      );
      expect(calls).toEqual([]);
      expect(navigation.assign).not.toHaveBeenCalled();
    },
  );
});

describe('createLoginStore: events (analytics)', () => {
  const exchange = (url: string) =>
    url.endsWith('/v2/auth') ? json(200, { location: '/home' }) : token.clone();

  it('flowCompleted once the token is exchanged, with the variant and the first factor, before leaving', async () => {
    const order: string[] = [];
    const onEvent = vi.fn((event: { type: string }) => order.push(event.type));
    const { store, navigation } = setup(exchange, { onEvent, variant: 'businessInvite' });
    vi.mocked(navigation.assign).mockImplementation(() => order.push('assign'));
    store.submit({ email: 'a@b.test', password: 'pw' });
    await settle();
    expect(onEvent).not.toHaveBeenCalled();
    store.secondFactorPassed('ott-1');
    await settle();
    expect(order).toEqual(['flowCompleted', 'assign']);
    expect(onEvent).toHaveBeenCalledExactlyOnceWith({
      type: 'flowCompleted',
      flow: 'login',
      variant: 'businessInvite',
      method: 'password',
    });
  });

  it('names the passkey, and no method after a social return (this page did not start it)', async () => {
    const onEvent = vi.fn();
    const passkey = setup(
      (url, init) =>
        url.endsWith('/v2/auth') ? json(200, { location: '/home' }) : passkeyRoute(url, init),
      { onEvent },
    );
    passkey.store.passkey(async () => assertion);
    await vi.waitFor(() => expect(passkey.store.getState().view).toBe('secondFactor'));
    passkey.store.secondFactorPassed('ott-1');
    await settle();
    expect(onEvent).toHaveBeenLastCalledWith({
      type: 'flowCompleted',
      flow: 'login',
      variant: 'login',
      method: 'passkey',
    });

    const storage = memoryStorage();
    const social = setup(
      (url) =>
        url.endsWith('/gateway/v1/socials')
          ? json(200, { redirectUrl: '/mock/social/google?state=s1' })
          : exchange(url),
      { socialStateStorage: storage },
    );
    social.store.social('google');
    await settle();
    const { loginStateUrl } = social.calls[0]!.body as { loginStateUrl: string };
    const back = setup(exchange, { onEvent, socialStateStorage: storage });
    back.store.socialReturned(takeSocialReturn(`${loginStateUrl}#ott=ott-social-1`, storage));
    back.store.secondFactorPassed('ott-social-1');
    await settle();
    expect(onEvent).toHaveBeenLastCalledWith({
      type: 'flowCompleted',
      flow: 'login',
      variant: 'login',
    });
  });

  it('no completion when the exchange fails, and a throwing listener never stops the login', async () => {
    const reportError = vi.fn();
    const failing = setup(() => json(500, { code: 'boom' }), {
      onEvent: () => {
        throw new Error('analytics down');
      },
      reportError,
    });
    failing.store.secondFactorPassed('ott-1');
    await settle();
    expect(failing.navigation.assign).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();

    const onSuccess = vi.fn();
    const thrown = new Error('analytics down');
    const { store } = setup(exchange, {
      onEvent: () => {
        throw thrown;
      },
      reportError,
      onSuccess,
    });
    store.secondFactorPassed('ott-1');
    await settle();
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith({ location: '/home' });
    await vi.waitFor(() =>
      expect(reportError).toHaveBeenCalledWith(
        expect.objectContaining({ code: 'unexpected.error', cause: thrown }),
      ),
    );
  });
});
