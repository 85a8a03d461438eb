import {
  builtInChallengeDefinitions,
  createClient,
  createFlowStore,
  exchangeToken,
  getOneTimeTokenStatus,
  login,
  verifyCode,
} from '@gatehouse-auth/core';
import { describeLoginError, loginResponseSchema } from '@gatehouse-auth/core/internal';
import * as z from '@gatehouse-auth/core/internal/api/schema';
import { describe, expect, it, vi } from 'vitest';
import {
  call,
  client,
  clientId,
  enterCode,
  failure,
  identity,
  origin,
  sendCode,
  signIn,
  status,
} from '../test/coreClient';
import { useMockApi } from '../test/useMockApi';
import { createHandlers } from './handlers';
import { MOCK_CODE, MOCK_PASSWORD } from './kit/fixtures';
import { createManualClock } from './kit/manualClock';
import { resetMockState } from './kit/state';

const server = useMockApi();

describe('a full login with the core client', () => {
  it('logs in, sends and verifies an SMS code, then exchanges the approved token', async () => {
    const ott = await signIn('sms@gatehouse.test');
    expect(ott).toMatch(/^ott-/);

    const properties = await status(ott);
    expect(properties.oneTimeToken).toBe(ott);
    expect(properties.actionType).toBe('IDENTITY__LOGIN');
    const [requirement] = properties.challenges ?? [];
    expect(requirement?.required).toBe(true);
    expect(requirement?.primaryChallenge).toMatchObject({
      type: 'SMS',
      viewData: { attributes: { maskedPhoneNumber: '+44 ••••• •••789' } },
      availablePhoneNumbers: [{ id: 11, type: 'PRIMARY' }],
    });
    expect(requirement?.alternatives?.map((c) => c.type)).toEqual([
      'VOICE',
      'WHATSAPP',
      'TOTP',
      'FACE_MATCH',
    ]);
    expect(requirement?.alternatives?.[3]?.viewData?.attributes?.showInApproveAnotherWay).toBe(
      false,
    );

    await sendCode(ott, 'SMS');
    await enterCode(ott, 'SMS');
    expect((await status(ott)).challenges).toEqual([]);
    await expect(exchangeToken(client, ott)).resolves.toMatchObject({ location: '/home' });
  });

  it('refuses a token exchange before the challenges pass', async () => {
    const ott = await signIn('sms@gatehouse.test');
    const error = await failure(exchangeToken(client, ott));
    expect(error).toMatchObject({ status: 403, code: 'ott_not_approved' });
  });

  it('answers the localhost token exchange path too', async () => {
    const ott = await signIn('no-2fa@gatehouse.test');
    const local = createClient({ apiBaseUrl: origin, tokenExchangePath: '/api/v2/auth' });
    await expect(exchangeToken(local, ott)).resolves.toMatchObject({ location: '/home' });
  });

  it("answers the login's redirectAfterUrl when it is a path on the site", async () => {
    const ott = await login(client, {
      email: 'sms@gatehouse.test',
      password: MOCK_PASSWORD,
      redirectAfterUrl: '/send-money?to=Grace#amount',
    });
    await sendCode(ott, 'SMS');
    await enterCode(ott, 'SMS');
    await expect(exchangeToken(client, ott)).resolves.toMatchObject({
      location: '/send-money?to=Grace#amount',
    });
    // Another login without one still lands on /home.
    await expect(
      exchangeToken(client, await signIn('no-2fa@gatehouse.test')),
    ).resolves.toMatchObject({ location: '/home' });
  });

  it.each([
    ['another origin', 'https://evil.example/send-money'],
    ['a protocol-relative address', '//evil.example/send-money'],
    ['a backslash the browser reads as //', '/\\evil.example/send-money'],
    ['a tab the browser drops', '/\t/evil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['a relative path', 'send-money'],
    ['not a string', 42],
  ])('keeps /home for a redirectAfterUrl that is %s', async (_, redirectAfterUrl) => {
    const response = await call('/login-api/login', {
      headers: clientId,
      body: { email: 'no-2fa@gatehouse.test', password: MOCK_PASSWORD, redirectAfterUrl },
    });
    const ott = z.parse(loginResponseSchema, await response.json()).data.oneTimeTokenProperties
      .oneTimeToken;
    await expect(exchangeToken(client, ott)).resolves.toMatchObject({ location: '/home' });
  });
});

describe('login', () => {
  it.each([
    ['a wrong password', 'sms@gatehouse.test', 'password123'],
    ['an unknown email', 'nobody@gatehouse.test', MOCK_PASSWORD],
    ['a wrong password on an error account', 'deactivated@gatehouse.test', 'nope'],
  ])('answers invalid_email_password for %s', async (_, email, password) => {
    const error = await failure(login(client, { email, password }));
    expect(error).toMatchObject({
      status: 401,
      code: 'invalid_email_password',
      serverMessage: 'Wrong email or password.',
    });
  });

  it('matches the email trimmed and in any case', async () => {
    await expect(signIn('  SMS@Gatehouse.Test ')).resolves.toMatch(/^ott-/);
  });

  it('logs in by email alone for data sharing', async () => {
    const ott = await login(client, { email: 'no-2fa@gatehouse.test', dataSharing: true });
    expect((await status(ott)).challenges).toEqual([]);
    const error = await failure(
      login(client, { email: 'nobody@gatehouse.test', dataSharing: true }),
    );
    expect(error.code).toBe('invalid_email_password');
  });

  it('answers a login body without an email with 400', async () => {
    const response = await call('/login-api/login', {
      headers: clientId,
      body: { password: MOCK_PASSWORD },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'unexpected.error' });
  });
});

describe('challenge scenarios', () => {
  it('no-2fa@: the token is approved at once', async () => {
    const ott = await signIn('no-2fa@gatehouse.test');
    expect((await status(ott)).challenges).toEqual([]);
    await expect(exchangeToken(client, ott)).resolves.toMatchObject({ location: '/home' });
  });

  it('expired-token@: login succeeds, then every token call answers ott_not_found', async () => {
    const ott = await signIn('expired-token@gatehouse.test');
    expect(await failure(status(ott))).toMatchObject({ status: 404, code: 'ott_not_found' });
    expect(await failure(sendCode(ott, 'SMS'))).toMatchObject({
      status: 404,
      code: 'ott_not_found',
    });
    expect(await failure(exchangeToken(client, ott))).toMatchObject({
      status: 404,
      code: 'ott_not_found',
    });
  });

  it("slow@: login answers after 2 s on the handler set's clock", async () => {
    const clock = createManualClock();
    server.use(...createHandlers({ clock }));
    let answered = false;
    const signingIn = signIn('slow@gatehouse.test').finally(() => (answered = true));
    await clock.waitForTimer(2000);
    await clock.advance(1999);
    expect(answered).toBe(false);
    await clock.advance(1);
    const ott = await signingIn;
    expect((await status(ott)).challenges?.[0]?.primaryChallenge.type).toBe('SMS');
  });
});

describe('login error scenarios', () => {
  it.each([
    [
      'deactivated@gatehouse.test',
      {
        status: 403,
        code: 'user_deactivated',
        params: { messageTitle: 'Your account has been deactivated', canAppeal: true },
      },
      { kind: 'deactivated', title: 'Your account has been deactivated', canAppeal: true },
    ],
    [
      'deactivated-final@gatehouse.test',
      { status: 403, code: 'user_deactivated', params: { canAppeal: false } },
      { kind: 'deactivated', canAppeal: false },
    ],
    [
      'reactivate@gatehouse.test',
      { status: 403, code: 'self_reactivation_eligible', oneTimeToken: 'react-ott-7f3c9a' },
      { kind: 'redirect', href: '/login/reactivate-account#intro?token=react-ott-7f3c9a' },
    ],
    [
      'contact@gatehouse.test',
      {
        status: 403,
        code: 'account_locked',
        serverMessage: 'Your account is locked.',
        params: { action: 'contact' },
      },
      { kind: 'alert', actions: [{ label: { key: 'common.getHelp' } }] },
    ],
    [
      'link-message@gatehouse.test',
      { status: 400, code: 'user.phonenumber.blocked' },
      {
        kind: 'alert',
        message: { text: 'Your phone number is blocked.' },
        actions: [{ label: { text: 'Read more' }, href: '/help/articles/blocked' }],
      },
    ],
    [
      'update-phone@gatehouse.test',
      { status: 403, code: 'mandatory.update.phone.number', params: { link: '/account/phone' } },
      { kind: 'redirect', href: '/account/phone' },
    ],
    [
      'server-error@gatehouse.test',
      { status: 500, code: 'unexpected.error' },
      { kind: 'alert', message: { key: 'common.somethingWentWrong' } },
    ],
    [
      'malformed@gatehouse.test',
      { status: 200, code: 'unexpected.error' },
      { kind: 'alert', message: { key: 'common.somethingWentWrong' } },
    ],
    [
      'errors-list@gatehouse.test',
      { status: 429, code: 'too_many_login_attempts', arguments: ['5'] },
      {
        kind: 'alert',
        message: { text: 'Too many login attempts. Please try again in 5 minutes.' },
      },
    ],
  ])('%s', async (email, error, outcome) => {
    const failed = await failure(signIn(email));
    expect(failed).toMatchObject(error);
    expect(describeLoginError(failed)).toMatchObject(outcome);
  });

  it('server-error@ answers an HTML page', async () => {
    const response = await call('/login-api/login', {
      headers: clientId,
      body: { email: 'server-error@gatehouse.test', password: MOCK_PASSWORD },
    });
    expect(response.headers.get('Content-Type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('<html>');
  });

  it('malformed@ answers a 200 body that fails the login schema', async () => {
    const response = await call('/login-api/login', {
      headers: clientId,
      body: { email: 'malformed@gatehouse.test', password: MOCK_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(z.safeParse(loginResponseSchema, await response.json()).success).toBe(false);
  });
});

describe('request checks', () => {
  const routes: Array<[method: string, path: string, body?: unknown]> = [
    ['POST', '/login-api/login', { email: 'sms@gatehouse.test', password: MOCK_PASSWORD }],
    ['POST', '/login-api/login-cdr', { email: 'sms@gatehouse.test' }],
    ['GET', `${identity}/one-time-token/status?viewType=FULL`],
    ['POST', '/login-api/v2/auth', { oneTimeToken: 'ott-x' }],
    ['POST', '/api/v2/auth', { oneTimeToken: 'ott-x' }],
  ];

  it.each(routes)('%s %s needs X-Client-Id', async (method, path, body) => {
    const response = await call(path, { method, body, headers: { 'One-Time-Token': 'ott-x' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'unexpected.error' });
  });

  const tokenRoutes = routes.filter(([, path]) => path.startsWith(identity));

  it.each(tokenRoutes)('%s %s needs One-Time-Token', async (method, path, body) => {
    const response = await call(path, { method, body, headers: clientId });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'unexpected.error' });
  });

  it.each(tokenRoutes)(
    '%s %s answers ott_not_found for an unknown token',
    async (method, path, body) => {
      const response = await call(path, {
        method,
        body,
        headers: { ...clientId, 'One-Time-Token': 'ott-unknown' },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 'ott_not_found' });
    },
  );

  it('the token exchange needs a oneTimeToken', async () => {
    const response = await call('/login-api/v2/auth', { headers: clientId, body: {} });
    expect(response.status).toBe(400);
  });
});

describe('options', () => {
  it('serves the identity calls under another identity host path', async () => {
    server.use(...createHandlers({ identityHost: '/auth-gateway/' }));
    const other = createClient({ apiBaseUrl: origin, identityHost: '/auth-gateway' });
    const ott = await login(other, { email: 'totp@gatehouse.test', password: MOCK_PASSWORD });
    await verifyCode(other, { ott, type: 'TOTP', code: MOCK_CODE });
    expect((await getOneTimeTokenStatus(other, ott)).challenges).toEqual([]);
  });

  it('serves the identity calls on an identity host origin', async () => {
    server.use(...createHandlers({ identityHost: 'https://id.example.test' }));
    const ott = await signIn('no-2fa@gatehouse.test');
    const response = await fetch(
      'https://id.example.test/identity/api/v1/one-time-token/status?viewType=FULL',
      {
        headers: { ...clientId, 'One-Time-Token': ott },
      },
    );
    expect(await response.json()).toMatchObject({
      oneTimeTokenProperties: { oneTimeToken: ott, challenges: [] },
    });
  });

  it('adds latencyMs before every answer', async () => {
    server.use(...createHandlers({ latencyMs: 150 }));
    const started = Date.now();
    await signIn('no-2fa@gatehouse.test');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('waits the latency on the clock it is given', async () => {
    const clock = createManualClock();
    server.use(...createHandlers({ latencyMs: 400, clock }));
    let answered = false;
    const signingIn = signIn('no-2fa@gatehouse.test').finally(() => (answered = true));
    await clock.waitForTimer(400);
    await clock.advance(399);
    expect(answered).toBe(false);
    await clock.advance(1);
    expect(await signingIn).toMatch(/^ott-/);
  });

  it('resetMockState forgets issued tokens', async () => {
    const ott = await signIn('no-2fa@gatehouse.test');
    resetMockState();
    expect(await failure(status(ott))).toMatchObject({ code: 'ott_not_found' });
  });
});

describe('the core flow store against the mock', () => {
  function startFlow(ott: string) {
    const store = createFlowStore({
      ott,
      client,
      challenges: builtInChallengeDefinitions,
      onSuccess: vi.fn(),
    });
    store.start();
    return { store };
  }

  it('expired-token@: the flow shows the token error', async () => {
    const ott = await signIn('expired-token@gatehouse.test');
    const { store } = startFlow(ott);
    await vi.waitFor(() =>
      expect(store.getState()).toMatchObject({ status: 'ERROR', error: { code: 'ott_not_found' } }),
    );
    store.dispose();
  });
});
