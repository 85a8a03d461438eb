import { createClient, getOneTimeTokenStatus, login, GatehouseError } from '@gatehouse-auth/core';
import { resendVerificationEmail } from '@gatehouse-auth/core/internal';
import { describe, expect, it } from 'vitest';
import { useMockApi } from '../../../test/useMockApi';
import { MOCK_PASSWORD } from '../../kit/fixtures';
import { findScenario } from '../../scenarios';

const origin = 'http://localhost';
useMockApi();
const client = createClient({ apiBaseUrl: origin });
const resendPath = `${origin}/gateway/identity/api/v1/one-time-token/email-verification/resend`;

const signIn = (email: string) => login(client, { email, password: MOCK_PASSWORD });
const primaryType = async (ott: string) =>
  (await getOneTimeTokenStatus(client, ott)).challenges?.[0]?.primaryChallenge.type;

describe('email-verify@gatehouse.test', () => {
  it('asks for EMAIL_VERIFICATION for 3 status reads, then the 4th finds it passed', async () => {
    const ott = await signIn('email-verify@gatehouse.test');
    expect(await primaryType(ott)).toBe('EMAIL_VERIFICATION');
    expect(await primaryType(ott)).toBe('EMAIL_VERIFICATION');
    expect(await primaryType(ott)).toBe('EMAIL_VERIFICATION');
    const after = await getOneTimeTokenStatus(client, ott);
    expect(after.challenges).toEqual([]);
  });

  it('takes its read count from the scenario options', async () => {
    const scenario = findScenario('email-verify@gatehouse.test')!;
    expect(scenario.options).toEqual({ emailVerification: { statusReadsBeforeVerified: 3 } });
    const original = scenario.options;
    scenario.options = { emailVerification: { statusReadsBeforeVerified: 1 } };
    try {
      const ott = await signIn('email-verify@gatehouse.test');
      expect(await primaryType(ott)).toBe('EMAIL_VERIFICATION');
      expect(await primaryType(ott)).toBeUndefined();
    } finally {
      scenario.options = original;
    }
  });

  it('keeps the counts of two tokens apart', async () => {
    const first = await signIn('email-verify@gatehouse.test');
    const second = await signIn('email-verify@gatehouse.test');
    for (let i = 0; i < 3; i += 1) await primaryType(first);
    expect(await primaryType(first)).toBeUndefined();
    expect(await primaryType(second)).toBe('EMAIL_VERIFICATION');
  });

  it('does not count reads of tokens waiting on another challenge', async () => {
    const ott = await signIn('sms@gatehouse.test');
    for (let i = 0; i < 5; i += 1) expect(await primaryType(ott)).toBe('SMS');
  });

  it('resends the email with 204', async () => {
    const ott = await signIn('email-verify@gatehouse.test');
    await expect(resendVerificationEmail(client, { ott })).resolves.toBeUndefined();
  });

  it('refuses a resend for a token that needs no email verification', async () => {
    const ott = await signIn('sms@gatehouse.test');
    await expect(resendVerificationEmail(client, { ott })).rejects.toMatchObject({
      status: 400,
      code: 'challenge_not_required',
    });
  });

  it('refuses a resend without a token or for an unknown one', async () => {
    const missing = await fetch(resendPath, {
      method: 'POST',
      headers: { 'X-Client-Id': 'gatehouse-web' },
    });
    expect(missing.status).toBe(401);
    await expect(resendVerificationEmail(client, { ott: 'ott-unknown' })).rejects.toMatchObject({
      status: 404,
      code: 'ott_not_found',
    });
  });
});

describe('email-verify-resend-down@gatehouse.test', () => {
  it('answers the resend with an empty 500', async () => {
    const ott = await signIn('email-verify-resend-down@gatehouse.test');
    const error = await resendVerificationEmail(client, { ott }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatehouseError);
    expect(error).toMatchObject({ status: 500, code: 'unexpected.error' });
  });
});
