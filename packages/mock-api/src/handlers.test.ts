import {
  GatehouseError,
  createClient,
  createCodeChallenge,
  builtInChallengeSpecs,
  createFlowStore,
  describeLoginError,
  exchangeToken,
  getOneTimeTokenStatus,
  login,
  loginResponseSchema,
  triggerOtp,
  verifyCode,
  type CodeChallengeType,
  type FlowState,
  type FlowStore,
  type OtpChannel,
} from '@gatehouse/core';
import { describe, expect, it, vi } from 'vitest';
import { useMockApi } from '../test/useMockApi';
import { createHandlers } from './handlers';
import { MOCK_CODE, MOCK_PASSWORD } from './scenarios';
import { resetMockState } from './state';

const origin = 'http://localhost';
const identity = '/gateway/identity/api/v1';
const server = useMockApi();

const client = createClient({ apiBaseUrl: origin });

function signIn(email: string): Promise<string> {
  return login(client, { email, password: MOCK_PASSWORD });
}

async function status(ott: string) {
  return getOneTimeTokenStatus(client, ott);
}

async function sendCode(ott: string, channel: OtpChannel): Promise<void> {
  await triggerOtp(client, { ott, channel, phoneNumberId: 11 });
}

async function enterCode(ott: string, type: CodeChallengeType, code = MOCK_CODE): Promise<void> {
  await verifyCode(client, { ott, type, code });
}

async function failure(promise: Promise<unknown>): Promise<GatehouseError> {
  const outcome = await promise.then(
    () => 'resolved',
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(GatehouseError);
  return outcome as GatehouseError;
}

/** A raw call, for what the client never sends (missing headers, bad bodies). */
function call(path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) {
  return fetch(`${origin}${path}`, {
    method: init.method ?? 'POST',
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const clientId = { 'X-Client-Id': 'gatehouse-web' };

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
    expect(requirement?.alternatives?.map((c) => c.type)).toEqual(['VOICE', 'WHATSAPP', 'TOTP', 'FACE_MATCH']);
    expect(requirement?.alternatives?.[3]?.viewData?.attributes?.showInApproveAnotherWay).toBe(false);

    await sendCode(ott, 'SMS');
    await enterCode(ott, 'SMS');
    expect((await status(ott)).challenges).toEqual([]);
    await expect(exchangeToken(client, ott)).resolves.toBe('/home');
  });

  it.each([['VOICE'], ['WHATSAPP']] as const)('passes the requirement through the %s alternative', async (channel) => {
    const ott = await signIn('sms@gatehouse.test');
    await sendCode(ott, channel);
    await enterCode(ott, channel);
    expect((await status(ott)).challenges).toEqual([]);
  });

  it('passes the requirement through the TOTP alternative without a trigger', async () => {
    const ott = await signIn('sms@gatehouse.test');
    await enterCode(ott, 'TOTP');
    expect((await status(ott)).challenges).toEqual([]);
  });

  it('refuses a token exchange before the challenges pass', async () => {
    const ott = await signIn('sms@gatehouse.test');
    const error = await failure(exchangeToken(client, ott));
    expect(error).toMatchObject({ status: 403, code: 'ott_not_approved' });
  });

  it('answers the localhost token exchange path too', async () => {
    const ott = await signIn('no-2fa@gatehouse.test');
    const local = createClient({ apiBaseUrl: origin, tokenExchangePath: '/api/v2/auth' });
    await expect(exchangeToken(local, ott)).resolves.toBe('/home');
  });
});

describe('login', () => {
  it.each([
    ['a wrong password', 'sms@gatehouse.test', 'password123'],
    ['an unknown email', 'nobody@gatehouse.test', MOCK_PASSWORD],
    ['a wrong password on an error account', 'deactivated@gatehouse.test', 'nope'],
  ])('answers invalid_email_password for %s', async (_, email, password) => {
    const error = await failure(login(client, { email, password }));
    expect(error).toMatchObject({ status: 401, code: 'invalid_email_password', serverMessage: 'Wrong email or password.' });
  });

  it('matches the email trimmed and in any case', async () => {
    await expect(signIn('  SMS@Gatehouse.Test ')).resolves.toMatch(/^ott-/);
  });

  it('logs in by email alone for data sharing', async () => {
    const ott = await login(client, { email: 'no-2fa@gatehouse.test', dataSharing: true });
    expect((await status(ott)).challenges).toEqual([]);
    const error = await failure(login(client, { email: 'nobody@gatehouse.test', dataSharing: true }));
    expect(error.code).toBe('invalid_email_password');
  });

  it('answers a login body without an email with 400', async () => {
    const response = await call('/login-api/login', { headers: clientId, body: { password: MOCK_PASSWORD } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'unexpected.error' });
  });
});

describe('challenge scenarios', () => {
  it('totp@: an authenticator code only, sent as `code`', async () => {
    const ott = await signIn('totp@gatehouse.test');
    const [requirement] = (await status(ott)).challenges ?? [];
    expect(requirement?.primaryChallenge.type).toBe('TOTP');
    expect(requirement?.alternatives).toEqual([]);

    const wrongField = await call(`${identity}/one-time-token/totp/verify`, {
      headers: { ...clientId, 'One-Time-Token': ott },
      body: { otpCode: MOCK_CODE },
    });
    expect(wrongField.status).toBe(400);

    await enterCode(ott, 'TOTP');
    expect((await status(ott)).challenges).toEqual([]);
  });

  it('two-step@: after the SMS passes, only the TOTP challenge is listed', async () => {
    const ott = await signIn('two-step@gatehouse.test');
    expect((await status(ott)).challenges?.map((c) => c.primaryChallenge.type)).toEqual(['SMS', 'TOTP']);

    const early = await failure(enterCode(ott, 'TOTP'));
    expect(early).toMatchObject({ status: 400, code: 'challenge_not_required' });

    await sendCode(ott, 'SMS');
    await enterCode(ott, 'SMS');
    const after = await status(ott);
    expect(after.challenges?.map((c) => c.primaryChallenge.type)).toEqual(['TOTP']);

    await enterCode(ott, 'TOTP');
    expect((await status(ott)).challenges).toEqual([]);
  });

  it('sms-twice@: a second SMS challenge needs a code of its own', async () => {
    const ott = await signIn('sms-twice@gatehouse.test');
    await sendCode(ott, 'SMS');
    await enterCode(ott, 'SMS');

    const [second] = (await status(ott)).challenges ?? [];
    expect(second?.primaryChallenge).toMatchObject({ type: 'SMS', context: { challengeId: 'ch-2' } });
    const reused = await failure(enterCode(ott, 'SMS'));
    expect(reused).toMatchObject({ status: 400, code: 'otp_not_sent' });

    await sendCode(ott, 'SMS');
    await enterCode(ott, 'SMS');
    expect((await status(ott)).challenges).toEqual([]);
  });

  it('no-2fa@: the token is approved at once', async () => {
    const ott = await signIn('no-2fa@gatehouse.test');
    expect((await status(ott)).challenges).toEqual([]);
    await expect(exchangeToken(client, ott)).resolves.toBe('/home');
  });

  it('landline@: SMS answers not-mobile, voice works', async () => {
    const ott = await signIn('landline@gatehouse.test');
    const error = await failure(sendCode(ott, 'SMS'));
    expect(error).toMatchObject({ status: 400, code: 'user.phonenumber.is.not.mobile.number' });
    await sendCode(ott, 'VOICE');
    await enterCode(ott, 'VOICE');
    expect((await status(ott)).challenges).toEqual([]);
  });

  it('sms-down@: SMS answers an empty 500, voice works', async () => {
    const ott = await signIn('sms-down@gatehouse.test');
    const raw = await call(`${identity}/one-time-token/sms/trigger`, {
      headers: { ...clientId, 'One-Time-Token': ott },
      body: { phoneNumberId: 11 },
    });
    expect(raw.status).toBe(500);
    expect(await raw.text()).toBe('');

    const error = await failure(sendCode(ott, 'SMS'));
    expect(error).toMatchObject({ status: 500, code: 'unexpected.error' });
    await sendCode(ott, 'VOICE');
    await enterCode(ott, 'VOICE');
    expect((await status(ott)).challenges).toEqual([]);
  });

  it('locked@: three wrong codes, then attempt_limit_reached until a resend', async () => {
    const ott = await signIn('locked@gatehouse.test');
    await sendCode(ott, 'SMS');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const wrong = await failure(enterCode(ott, 'SMS', '222222'));
      expect(wrong).toMatchObject({
        status: 400,
        code: 'invalid_code',
        serverMessage: 'That code is incorrect. Please try again.',
      });
    }
    const locked = await failure(enterCode(ott, 'SMS'));
    expect(locked).toMatchObject({
      status: 429,
      code: 'attempt_limit_reached',
      serverMessage: 'Too many attempts. Request a new code.',
    });

    await sendCode(ott, 'SMS');
    await enterCode(ott, 'SMS');
    expect((await status(ott)).challenges).toEqual([]);
  });

  it('expired-token@: login succeeds, then every token call answers ott_not_found', async () => {
    const ott = await signIn('expired-token@gatehouse.test');
    expect(await failure(status(ott))).toMatchObject({ status: 404, code: 'ott_not_found' });
    expect(await failure(sendCode(ott, 'SMS'))).toMatchObject({ status: 404, code: 'ott_not_found' });
    expect(await failure(exchangeToken(client, ott))).toMatchObject({ status: 404, code: 'ott_not_found' });
  });

  it('slow@: login answers after 2 s', async () => {
    const started = Date.now();
    const ott = await signIn('slow@gatehouse.test');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect((await status(ott)).challenges?.[0]?.primaryChallenge.type).toBe('SMS');
  });
});

describe('login error scenarios', () => {
  it.each([
    [
      'deactivated@gatehouse.test',
      { status: 403, code: 'user_deactivated', params: { messageTitle: 'Your account has been deactivated', canAppeal: true } },
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
      { status: 403, code: 'account_locked', serverMessage: 'Your account is locked.', params: { action: 'contact' } },
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
      { kind: 'alert', message: { text: 'Too many login attempts. Please try again in 5 minutes.' } },
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
    expect(loginResponseSchema.safeParse(await response.json()).success).toBe(false);
  });
});

describe('request checks', () => {
  const routes: Array<[method: string, path: string, body?: unknown]> = [
    ['POST', '/login-api/login', { email: 'sms@gatehouse.test', password: MOCK_PASSWORD }],
    ['POST', '/login-api/login-cdr', { email: 'sms@gatehouse.test' }],
    ['GET', `${identity}/one-time-token/status?viewType=FULL`],
    ['POST', `${identity}/one-time-token/sms/trigger`, { phoneNumberId: 11 }],
    ['POST', `${identity}/one-time-token/whatsapp/trigger`, { phoneNumberId: 11 }],
    ['POST', `${identity}/one-time-token/voice/trigger`, { phoneNumberId: 11 }],
    ['POST', `${identity}/one-time-token/sms/verify`, { otpCode: MOCK_CODE }],
    ['POST', `${identity}/one-time-token/whatsapp/verify`, { otpCode: MOCK_CODE }],
    ['POST', `${identity}/one-time-token/voice/verify`, { otpCode: MOCK_CODE }],
    ['POST', `${identity}/one-time-token/totp/verify`, { code: MOCK_CODE }],
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

  it.each(tokenRoutes)('%s %s answers ott_not_found for an unknown token', async (method, path, body) => {
    const response = await call(path, { method, body, headers: { ...clientId, 'One-Time-Token': 'ott-unknown' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'ott_not_found' });
  });

  it('a trigger needs phoneNumberId, of a number the challenge offers', async () => {
    const ott = await signIn('sms@gatehouse.test');
    const headers = { ...clientId, 'One-Time-Token': ott };
    const missing = await call(`${identity}/one-time-token/sms/trigger`, { headers, body: {} });
    expect(missing.status).toBe(400);
    expect(await failure(triggerOtp(client, { ott, channel: 'SMS', phoneNumberId: 99 }))).toMatchObject({
      status: 400,
      code: 'phone_number_not_found',
    });
    await expect(triggerOtp(client, { ott, channel: 'SMS', phoneNumberId: '11' })).resolves.toBeUndefined();
  });

  it('a trigger or verify for a type the token does not need answers 400', async () => {
    const ott = await signIn('totp@gatehouse.test');
    expect(await failure(sendCode(ott, 'SMS'))).toMatchObject({ status: 400, code: 'challenge_not_required' });
    expect(await failure(enterCode(ott, 'SMS'))).toMatchObject({ status: 400, code: 'challenge_not_required' });
  });

  it('a verify once approved answers 400', async () => {
    const ott = await signIn('no-2fa@gatehouse.test');
    expect(await failure(enterCode(ott, 'TOTP'))).toMatchObject({ status: 400, code: 'challenge_not_required' });
  });

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
    const response = await fetch('https://id.example.test/identity/api/v1/one-time-token/status?viewType=FULL', {
      headers: { ...clientId, 'One-Time-Token': ott },
    });
    expect(await response.json()).toMatchObject({ oneTimeTokenProperties: { oneTimeToken: ott, challenges: [] } });
  });

  it('adds latencyMs before every answer', async () => {
    server.use(...createHandlers({ latencyMs: 150 }));
    const started = Date.now();
    await signIn('no-2fa@gatehouse.test');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('resetMockState forgets issued tokens', async () => {
    const ott = await signIn('no-2fa@gatehouse.test');
    resetMockState();
    expect(await failure(status(ott))).toMatchObject({ code: 'ott_not_found' });
  });
});

describe('the core flow store against the mock', () => {
  function startFlow(ott: string) {
    const onSuccess = vi.fn();
    const seen: FlowState['status'][] = [];
    const store = createFlowStore({ ott, client, challenges: builtInChallengeSpecs, onSuccess });
    store.subscribe((state) => seen.push(state.status));
    store.start();
    return { store, onSuccess, seen };
  }

  async function shown(store: FlowStore, type: string) {
    await vi.waitFor(() => {
      const state = store.getState();
      expect(state.status === 'SHOW_CHALLENGE' && state.currentChallenge.type).toBe(type);
    });
    return store.getState().currentChallenge!;
  }

  async function passWithCodeChallenge(store: FlowStore, ott: string, type: string) {
    const challenge = await shown(store, type);
    const code = createCodeChallenge({ client, ott, challenge, onVerified: () => store.completeChallenge(), onNotMobile: vi.fn() });
    code.start();
    await vi.waitFor(() => expect(code.getState().phase).toBe('ready'));
    code.verify(MOCK_CODE);
    await vi.waitFor(() => expect(code.getState().phase).toBe('verified'));
    code.dispose();
  }

  it('two-step@: SMS, then TOTP, then success', async () => {
    const ott = await signIn('two-step@gatehouse.test');
    const { store, onSuccess } = startFlow(ott);
    await passWithCodeChallenge(store, ott, 'SMS');
    await passWithCodeChallenge(store, ott, 'TOTP');
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ oneTimeToken: ott, actionType: 'IDENTITY__LOGIN' }));
    store.dispose();
  });

  it('sms-twice@: the second SMS passes through RESET', async () => {
    const ott = await signIn('sms-twice@gatehouse.test');
    const { store, onSuccess, seen } = startFlow(ott);
    await passWithCodeChallenge(store, ott, 'SMS');
    await vi.waitFor(() => expect(seen).toContain('RESET'));
    expect((await shown(store, 'SMS')).context?.challengeId).toBe('ch-2');
    await passWithCodeChallenge(store, ott, 'SMS');
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    store.dispose();
  });

  it('landline@: the code challenge reports a landline', async () => {
    const ott = await signIn('landline@gatehouse.test');
    const { store } = startFlow(ott);
    const onNotMobile = vi.fn();
    const code = createCodeChallenge({ client, ott, challenge: await shown(store, 'SMS'), onVerified: vi.fn(), onNotMobile });
    code.start();
    await vi.waitFor(() => expect(onNotMobile).toHaveBeenCalledOnce());
    code.dispose();
    store.dispose();
  });

  it('expired-token@: the flow shows the token error', async () => {
    const ott = await signIn('expired-token@gatehouse.test');
    const { store } = startFlow(ott);
    await vi.waitFor(() => expect(store.getState()).toMatchObject({ status: 'ERROR', error: { code: 'ott_not_found' } }));
    store.dispose();
  });
});
