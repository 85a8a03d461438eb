import { createClient, login } from '@gatehouse-auth/core';
import {
  createSignup,
  getCountries,
  resendSignupEmail,
  triggerEmailCheckpoint,
} from '@gatehouse-auth/core/internal';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/coreClient';
import { useMockApi } from '../../test/useMockApi';
import { MOCK_PASSWORD } from '../kit/fixtures';
import { mockCountries, signupTestData } from './signup';

const origin = 'http://localhost';
useMockApi();
const client = createClient({ apiBaseUrl: origin });

const signUp = (email: string, extra: Partial<Parameters<typeof createSignup>[1]> = {}) =>
  createSignup(client, {
    email,
    flowId: 'flow-1',
    captchaField: 'captcha',
    captcha: { token: 'ok', type: 'TURNSTILE' },
    ...extra,
  });

describe('sign-up', () => {
  it('signs a new email up with a fresh id, signup token and email-verify token', async () => {
    const first = await signUp('new@example.com');
    const second = await signUp('new@example.com');
    expect(first).toEqual({
      id: expect.stringMatching(/^su-/),
      signupToken: expect.stringMatching(/^st-/),
      emailVerifyOtt: expect.stringMatching(/^evo-/),
    });
    expect(second.id).not.toBe(first.id);
  });

  it('signs the full form up, with its captcha as `challenge`', async () => {
    const result = await signUp('new@example.com', {
      password: 'abcdefgh1',
      accountType: 'business',
      country: 'DE',
      captchaField: 'challenge',
      captcha: { token: 'ok', type: 'RECAPTCHA_V2' },
    });
    expect(result.id).toMatch(/^su-/);
  });

  it('answers the documented failures', async () => {
    expect(await failure(signUp(signupTestData.takenEmail))).toMatchObject({
      status: 409,
      code: 'email.taken',
      serverMessage: 'An account with this email already exists.',
    });
    expect(await failure(signUp(signupTestData.downEmail))).toMatchObject({
      status: 500,
      code: 'unexpected.error',
    });
    expect(
      await failure(signUp('new@example.com', { captcha: { token: 'fail', type: 'TURNSTILE' } })),
    ).toMatchObject({
      status: 400,
      code: 'captcha.invalid',
      serverMessage: 'Captcha verification failed. Please try again.',
    });
    expect(await failure(signUp('not-an-email'))).toMatchObject({
      status: 400,
      code: 'email.invalid',
    });
    expect(await failure(signUp('new@example.com', { password: 'short1' }))).toMatchObject({
      code: 'password.invalid',
    });
    expect(
      await failure(signUp('new@example.com', { accountType: 'business', country: 'JP' })),
    ).toMatchObject({
      code: 'country.unsupported',
    });
  });

  it('refuses a body without consent or flow id, and a call without X-Client-Id', async () => {
    const post = (body: unknown, headers: Record<string, string> = { 'X-Client-Id': 'web' }) =>
      fetch(`${origin}/gateway/identity/api/v1/sign-up`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    expect((await post({ signup: { email: 'a@b.co' }, flowId: 'f' })).status).toBe(400);
    expect((await post({ signup: { email: 'a@b.co', isConsentSeen: true } })).status).toBe(400);
    expect(
      (await post({ signup: { email: 'a@b.co', isConsentSeen: true }, flowId: 'f' }, {})).status,
    ).toBe(400);
    expect(
      (await post({ signup: { email: 'a@b.co', isConsentSeen: true }, flowId: 'f' })).status,
    ).toBe(200);
  });
});

describe('"Send it again"', () => {
  it('answers 204 to the trigger with flowQueryParams and no one-time token', async () => {
    await expect(resendSignupEmail(client, 'utm_source=x')).resolves.toBeUndefined();
  });

  it('leaves a trigger with a one-time token to the email-checkpoint challenge', async () => {
    const ott = await login(client, {
      email: 'email-checkpoint@gatehouse.test',
      password: MOCK_PASSWORD,
    });
    await expect(
      triggerEmailCheckpoint(client, { ott, timeZone: 'Europe/London' }),
    ).resolves.toMatchObject({ kind: 'sent' });
  });
});

describe('countries', () => {
  it('lists the personal and the shorter business countries', async () => {
    expect(await getCountries(client, 'personal')).toEqual(mockCountries.personal);
    expect(await getCountries(client, 'business')).toEqual([
      { iso2Code: 'GB', name: 'United Kingdom' },
      { iso2Code: 'FR', name: 'France' },
      { iso2Code: 'DE', name: 'Germany' },
      { iso2Code: 'US', name: 'United States' },
    ]);
  });

  it('fails each list for its test locale only', async () => {
    const noPersonal = createClient({
      apiBaseUrl: origin,
      locale: signupTestData.failingCountriesLocale.personal,
    });
    expect(await failure(getCountries(noPersonal, 'personal'))).toMatchObject({ status: 500 });
    await expect(getCountries(noPersonal, 'business')).resolves.toHaveLength(4);
    const noBusiness = createClient({
      apiBaseUrl: origin,
      locale: signupTestData.failingCountriesLocale.business,
    });
    expect(await failure(getCountries(noBusiness, 'business'))).toMatchObject({ status: 500 });
    await expect(getCountries(noBusiness, 'personal')).resolves.toHaveLength(
      mockCountries.personal.length,
    );
  });
});
