import {
  builtInChallengeDefinitions,
  createFlowStore,
  triggerOtp,
  type Client,
  type FlowState,
  type FlowStore,
} from '@gatehouse-auth/core';
import { createCodeController } from '@gatehouse-auth/core/headless';
import { describe, expect, it, vi } from 'vitest';
import {
  call,
  client,
  clientId,
  enterCode,
  failure,
  identity,
  sendCode,
  signIn,
  status,
} from '../../../test/coreClient';
import { useMockApi } from '../../../test/useMockApi';
import { MOCK_CODE } from '../../kit/fixtures';
import { sentCount } from '../../kit/state';

useMockApi();

describe('Idempotency-Key (API.md §7)', () => {
  /** The core client with a fixed key on every call, as a retry of one action sends it. */
  const keyed = (key: string | undefined): Client =>
    key === undefined
      ? client
      : {
          ...client,
          request: (request) =>
            client.request({ ...request, headers: { ...request.headers, 'Idempotency-Key': key } }),
        };
  const trigger = (ott: string, key?: string, phoneNumberId = 11) =>
    triggerOtp(keyed(key), { ott, channel: 'SMS', phoneNumberId });

  it('a trigger repeated with a key already acted on answers as the first time and sends nothing', async () => {
    const ott = await signIn('sms@gatehouse.test');
    await trigger(ott, 'key-1');
    await trigger(ott, 'key-1');
    expect(sentCount('sms@gatehouse.test', 'SMS')).toBe(1);
    await trigger(ott, 'key-2');
    expect(sentCount('SMS@gatehouse.test ', 'SMS')).toBe(2);
  });

  it('two calls with one key at the same time send once, and both get the answer', async () => {
    const ott = await signIn('sms@gatehouse.test');
    await Promise.all([trigger(ott, 'same'), trigger(ott, 'same')]);
    expect(sentCount('sms@gatehouse.test', 'SMS')).toBe(1);
  });

  it('repeats an error answer too, and counts only what was sent', async () => {
    const ott = await signIn('sms@gatehouse.test');
    const wrongNumber = () => trigger(ott, 'bad', 99);
    expect((await failure(wrongNumber())).code).toBe('phone_number_not_found');
    expect((await failure(wrongNumber())).code).toBe('phone_number_not_found');
    expect(sentCount('sms@gatehouse.test', 'SMS')).toBe(0);
  });

  it('without a key, every trigger sends', async () => {
    const ott = await signIn('sms@gatehouse.test');
    await trigger(ott);
    await trigger(ott);
    expect(sentCount('sms@gatehouse.test', 'SMS')).toBe(2);
  });
});

describe('a full login with the core client', () => {
  it.each([['VOICE'], ['WHATSAPP']] as const)(
    'passes the requirement through the %s alternative',
    async (channel) => {
      const ott = await signIn('sms@gatehouse.test');
      await sendCode(ott, channel);
      await enterCode(ott, channel);
      expect((await status(ott)).challenges).toEqual([]);
    },
  );

  it('passes the requirement through the TOTP alternative without a trigger', async () => {
    const ott = await signIn('sms@gatehouse.test');
    await enterCode(ott, 'TOTP');
    expect((await status(ott)).challenges).toEqual([]);
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
    expect((await status(ott)).challenges?.map((c) => c.primaryChallenge.type)).toEqual([
      'SMS',
      'TOTP',
    ]);

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
    expect(second?.primaryChallenge).toMatchObject({
      type: 'SMS',
      context: { challengeId: 'ch-2' },
    });
    const reused = await failure(enterCode(ott, 'SMS'));
    expect(reused).toMatchObject({ status: 400, code: 'otp_not_sent' });

    await sendCode(ott, 'SMS');
    await enterCode(ott, 'SMS');
    expect((await status(ott)).challenges).toEqual([]);
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
});

describe('request checks', () => {
  const routes: Array<[method: string, path: string, body?: unknown]> = [
    ['POST', `${identity}/one-time-token/sms/trigger`, { phoneNumberId: 11 }],
    ['POST', `${identity}/one-time-token/whatsapp/trigger`, { phoneNumberId: 11 }],
    ['POST', `${identity}/one-time-token/voice/trigger`, { phoneNumberId: 11 }],
    ['POST', `${identity}/one-time-token/sms/verify`, { otpCode: MOCK_CODE }],
    ['POST', `${identity}/one-time-token/whatsapp/verify`, { otpCode: MOCK_CODE }],
    ['POST', `${identity}/one-time-token/voice/verify`, { otpCode: MOCK_CODE }],
    ['POST', `${identity}/one-time-token/totp/verify`, { code: MOCK_CODE }],
  ];

  it.each(routes)('%s %s needs X-Client-Id', async (method, path, body) => {
    const response = await call(path, { method, body, headers: { 'One-Time-Token': 'ott-x' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'unexpected.error' });
  });

  it.each(routes)('%s %s needs One-Time-Token', async (method, path, body) => {
    const response = await call(path, { method, body, headers: clientId });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'unexpected.error' });
  });

  it.each(routes)(
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

  it('a trigger needs phoneNumberId, of a number the challenge offers', async () => {
    const ott = await signIn('sms@gatehouse.test');
    const headers = { ...clientId, 'One-Time-Token': ott };
    const missing = await call(`${identity}/one-time-token/sms/trigger`, { headers, body: {} });
    expect(missing.status).toBe(400);
    expect(
      await failure(triggerOtp(client, { ott, channel: 'SMS', phoneNumberId: 99 })),
    ).toMatchObject({
      status: 400,
      code: 'phone_number_not_found',
    });
    await expect(
      triggerOtp(client, { ott, channel: 'SMS', phoneNumberId: '11' }),
    ).resolves.toBeUndefined();
  });

  it('a trigger or verify for a type the token does not need answers 400', async () => {
    const ott = await signIn('totp@gatehouse.test');
    expect(await failure(sendCode(ott, 'SMS'))).toMatchObject({
      status: 400,
      code: 'challenge_not_required',
    });
    expect(await failure(enterCode(ott, 'SMS'))).toMatchObject({
      status: 400,
      code: 'challenge_not_required',
    });
  });

  it('a verify once approved answers 400', async () => {
    const ott = await signIn('no-2fa@gatehouse.test');
    expect(await failure(enterCode(ott, 'TOTP'))).toMatchObject({
      status: 400,
      code: 'challenge_not_required',
    });
  });
});

describe('the core flow store against the mock', () => {
  function startFlow(ott: string) {
    const onSuccess = vi.fn();
    const seen: FlowState['status'][] = [];
    const store = createFlowStore({
      ott,
      client,
      challenges: builtInChallengeDefinitions,
      onSuccess,
    });
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
    const code = createCodeController({
      client,
      ott,
      challenge,
      onPassed: () => store.passChallenge(),
      onNotMobile: vi.fn(),
    });
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
    await vi.waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ oneTimeToken: ott, actionType: 'IDENTITY__LOGIN' }),
    );
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
    const code = createCodeController({
      client,
      ott,
      challenge: await shown(store, 'SMS'),
      onPassed: vi.fn(),
      onNotMobile,
    });
    code.start();
    await vi.waitFor(() => expect(onNotMobile).toHaveBeenCalledOnce());
    code.dispose();
    store.dispose();
  });
});
