import {
  createClient,
  getOneTimeTokenStatus,
  login,
  triggerOtp,
  verifyCode,
} from '@gatehouse-auth/core';
import { sendForgotPasswordEmail, verifyPassword } from '@gatehouse-auth/core/internal';
import { describe, expect, it } from 'vitest';
import { failure } from '../../../test/coreClient';
import { useMockApi } from '../../../test/useMockApi';
import { MOCK_CODE, MOCK_PASSWORD } from '../../kit/fixtures';
import { findScenario } from '../../scenarios';

const origin = 'http://localhost';
useMockApi();
const client = createClient({ apiBaseUrl: origin });

const signIn = (email: string) => login(client, { email, password: MOCK_PASSWORD });
const remaining = async (ott: string) =>
  (await getOneTimeTokenStatus(client, ott)).challenges ?? [];

const raw = (path: string, init: RequestInit) => fetch(`${origin}${path}`, init);

describe('password@', () => {
  it('offers PASSWORD with an SMS alternative, on a login token', async () => {
    const ott = await signIn('password@gatehouse.test');
    const status = await getOneTimeTokenStatus(client, ott);
    expect(status.actionType).toBe('IDENTITY__LOGIN');
    expect(status.challenges).toHaveLength(1);
    expect(status.challenges?.[0]?.primaryChallenge.type).toBe('PASSWORD');
    expect(status.challenges?.[0]?.alternatives?.map((c) => c.type)).toEqual(['SMS']);
  });

  it('a wrong password answers 400 with a message; the right one passes the challenge', async () => {
    const ott = await signIn('password@gatehouse.test');
    expect(await failure(verifyPassword(client, { ott, password: 'password123' }))).toMatchObject({
      status: 400,
      code: 'invalid_password',
      serverMessage: 'That password is incorrect. Please try again.',
    });
    expect(await remaining(ott)).toHaveLength(1);
    await verifyPassword(client, { ott, password: 'Password123' });
    expect(await remaining(ott)).toEqual([]);
  });

  it('has no attempt limit', async () => {
    const ott = await signIn('password@gatehouse.test');
    for (let i = 0; i < 5; i += 1) {
      expect((await failure(verifyPassword(client, { ott, password: 'wrong' }))).code).toBe(
        'invalid_password',
      );
    }
    await verifyPassword(client, { ott, password: MOCK_PASSWORD });
  });

  it('the SMS alternative passes it too', async () => {
    const ott = await signIn('password@gatehouse.test');
    await triggerOtp(client, { ott, channel: 'SMS', phoneNumberId: 11 });
    await verifyCode(client, { ott, type: 'SMS', code: MOCK_CODE });
    expect(await remaining(ott)).toEqual([]);
  });

  it('forgot password answers 204 to a bodiless call with the token', async () => {
    const ott = await signIn('password@gatehouse.test');
    await expect(sendForgotPasswordEmail(client, { ott })).resolves.toBeUndefined();
    // Sending the email does not pass the challenge.
    expect(await remaining(ott)).toHaveLength(1);
  });

  it('checks the requests the way the real backend does', async () => {
    const ott = await signIn('password@gatehouse.test');
    const headers = {
      'X-Client-Id': 'gatehouse-web',
      'One-Time-Token': ott,
      'Content-Type': 'application/json',
    };
    const verify = '/gateway/identity/api/v1/one-time-token/password/verify';
    const forgot = '/gateway/identity/api/v1/forgot-password';
    expect((await raw(verify, { method: 'POST', headers, body: '{}' })).status).toBe(400);
    expect(
      (
        await raw(verify, {
          method: 'POST',
          headers: { ...headers, 'One-Time-Token': '' },
          body: '{"password":"x"}',
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await raw(verify, {
          method: 'POST',
          headers: { ...headers, 'One-Time-Token': 'ott-nope' },
          body: '{"password":"x"}',
        })
      ).status,
    ).toBe(404);
    const withBody = await raw(forgot, { method: 'POST', headers, body: '{"email":"a@b.c"}' });
    expect(withBody.status).toBe(400);
    expect(
      (await raw(forgot, { method: 'POST', headers: { 'X-Client-Id': 'gatehouse-web' } })).status,
    ).toBe(401);
  });

  it('refuses a password verify for a token that does not ask for one', async () => {
    const ott = await signIn('sms@gatehouse.test');
    expect(await failure(verifyPassword(client, { ott, password: MOCK_PASSWORD }))).toMatchObject({
      code: 'challenge_not_required',
    });
    expect(await failure(sendForgotPasswordEmail(client, { ott }))).toMatchObject({
      code: 'challenge_not_required',
    });
  });
});

describe('password-locked@', () => {
  it('two wrong passwords, then attempt_limit_reached, even for the right one', async () => {
    const ott = await signIn('password-locked@gatehouse.test');
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect((await failure(verifyPassword(client, { ott, password: 'wrong' }))).code).toBe(
        'invalid_password',
      );
    }
    const locked = await failure(verifyPassword(client, { ott, password: MOCK_PASSWORD }));
    expect(locked).toMatchObject({ status: 429, code: 'attempt_limit_reached' });
    expect(await remaining(ott)).toHaveLength(1);
  });
});

describe('password-down@', () => {
  it('verify answers an empty 500', async () => {
    const ott = await signIn('password-down@gatehouse.test');
    const response = await raw('/gateway/identity/api/v1/one-time-token/password/verify', {
      method: 'POST',
      headers: {
        'X-Client-Id': 'gatehouse-web',
        'One-Time-Token': ott,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ password: MOCK_PASSWORD }),
    });
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('');
    expect(await failure(verifyPassword(client, { ott, password: MOCK_PASSWORD }))).toMatchObject({
      status: 500,
      code: 'unexpected.error',
    });
  });
});

describe('forgot-down@', () => {
  it('forgot password answers an empty 500; the password still works', async () => {
    const ott = await signIn('forgot-down@gatehouse.test');
    expect(await failure(sendForgotPasswordEmail(client, { ott }))).toMatchObject({
      status: 500,
      code: 'unexpected.error',
    });
    await verifyPassword(client, { ott, password: MOCK_PASSWORD });
    expect(await remaining(ott)).toEqual([]);
  });
});

describe('reset-password@', () => {
  it('asks for MANDATORY_RESET_PASSWORD with a title and message, and nothing passes it', async () => {
    const ott = await signIn('reset-password@gatehouse.test');
    const [requirement] = await remaining(ott);
    expect(requirement?.primaryChallenge.type).toBe('MANDATORY_RESET_PASSWORD');
    expect(requirement?.primaryChallenge.viewData?.attributes).toMatchObject({
      title: expect.any(String),
      message: expect.any(String),
    });
    expect(await failure(verifyPassword(client, { ott, password: MOCK_PASSWORD }))).toMatchObject({
      code: 'challenge_not_required',
    });
  });

  it('is a login action', () => {
    for (const email of [
      'password',
      'password-locked',
      'password-down',
      'forgot-down',
      'reset-password',
    ]) {
      expect(findScenario(`${email}@gatehouse.test`)?.actionType).toBe('IDENTITY__LOGIN');
    }
  });
});
