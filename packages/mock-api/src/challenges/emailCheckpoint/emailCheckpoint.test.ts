import { createClient, getOneTimeTokenStatus, login } from '@gatehouse-auth/core';
import { getEmailCheckpointStatus, triggerEmailCheckpoint } from '@gatehouse-auth/core/internal';
import { describe, expect, it } from 'vitest';
import { useMockApi } from '../../../test/useMockApi';
import { MOCK_PASSWORD } from '../../kit/fixtures';

const origin = 'http://localhost';
useMockApi();
const client = createClient({ apiBaseUrl: origin });
const base = `${origin}/gateway/identity/api/v1/one-time-token/email-checkpoint`;
const timeZone = 'Europe/London';

const signIn = (email: string) => login(client, { email, password: MOCK_PASSWORD });
const trigger = (ott: string) => triggerEmailCheckpoint(client, { ott, timeZone });
const status = (ott: string) => getEmailCheckpointStatus(client, { ott });
const statusError = (ott: string) =>
  status(ott).then(
    () => 'resolved',
    (error: unknown) => error,
  );
const approved = async (ott: string) =>
  (await getOneTimeTokenStatus(client, ott)).challenges?.length === 0;

describe('the trigger', () => {
  it('needs a Time-Zone header (400 without it, or with an unknown zone)', async () => {
    const ott = await signIn('email-checkpoint@gatehouse.test');
    const headers = { 'X-Client-Id': 'gatehouse-web', 'One-Time-Token': ott };
    const without = await fetch(`${base}/trigger`, { method: 'POST', headers });
    expect(without.status).toBe(400);
    expect(await without.json()).toMatchObject({ code: 'unexpected.error' });
    const unknown = await fetch(`${base}/trigger`, {
      method: 'POST',
      headers: { ...headers, 'Time-Zone': 'Mars/Olympus' },
    });
    expect(unknown.status).toBe(400);
  });

  it('refuses a token that needs no email checkpoint', async () => {
    const ott = await signIn('sms@gatehouse.test');
    await expect(trigger(ott)).rejects.toMatchObject({
      status: 400,
      code: 'challenge_not_required',
    });
    await expect(status(ott)).rejects.toMatchObject({
      status: 400,
      code: 'challenge_not_required',
    });
  });

  it('the status before any trigger answers 400', async () => {
    const ott = await signIn('email-checkpoint@gatehouse.test');
    await expect(status(ott)).rejects.toMatchObject({
      status: 400,
      code: 'email_checkpoint_not_triggered',
    });
  });
});

describe('email-checkpoint@gatehouse.test', () => {
  it('sends the email with a device-origin guard; status 202 three times, then 200 and the token is approved', async () => {
    const ott = await signIn('email-checkpoint@gatehouse.test');
    const answer = await trigger(ott);
    expect(answer).toMatchObject({ kind: 'sent', status: 'EMAIL_SENT' });
    expect(answer.kind === 'sent' && answer.deviceOriginGuard).toMatch(/^dog-[0-9a-f]{24}$/);
    expect(await status(ott)).toBe('pending');
    expect(await status(ott)).toBe('pending');
    expect(await status(ott)).toBe('pending');
    expect(await approved(ott)).toBe(false);
    expect(await status(ott)).toBe('passed');
    expect(await approved(ott)).toBe(true);
  });

  it('a second trigger sends another guard and keeps the poll count', async () => {
    const ott = await signIn('email-checkpoint@gatehouse.test');
    const first = await trigger(ott);
    await status(ott);
    const second = await trigger(ott);
    expect(
      second.kind === 'sent' &&
        first.kind === 'sent' &&
        second.deviceOriginGuard !== first.deviceOriginGuard,
    ).toBe(true);
    await status(ott);
    await status(ott);
    expect(await status(ott)).toBe('passed');
  });
});

describe('email-checkpoint-instant@gatehouse.test', () => {
  it('answers the trigger 205 and approves the token', async () => {
    const ott = await signIn('email-checkpoint-instant@gatehouse.test');
    expect(await trigger(ott)).toEqual({ kind: 'passed' });
    expect(await approved(ott)).toBe(true);
  });
});

describe('email-checkpoint-expired@gatehouse.test', () => {
  it('answers 202 twice, then 401 for good', async () => {
    const ott = await signIn('email-checkpoint-expired@gatehouse.test');
    await trigger(ott);
    expect(await status(ott)).toBe('pending');
    expect(await status(ott)).toBe('pending');
    expect(await statusError(ott)).toMatchObject({ status: 401, code: 'email_checkpoint_expired' });
    expect(await statusError(ott)).toMatchObject({ status: 401 });
    expect(await approved(ott)).toBe(false);
  });
});

describe('email-checkpoint-flaky@gatehouse.test', () => {
  it('answers 503, 503, 202, then 200', async () => {
    const ott = await signIn('email-checkpoint-flaky@gatehouse.test');
    await trigger(ott);
    expect(await statusError(ott)).toMatchObject({ status: 503, code: 'unexpected.error' });
    expect(await statusError(ott)).toMatchObject({ status: 503 });
    expect(await status(ott)).toBe('pending');
    expect(await status(ott)).toBe('passed');
    expect(await approved(ott)).toBe(true);
  });
});

describe('email-checkpoint-down@gatehouse.test', () => {
  it('answers the trigger with an empty 500', async () => {
    const ott = await signIn('email-checkpoint-down@gatehouse.test');
    await expect(trigger(ott)).rejects.toMatchObject({ status: 500, code: 'unexpected.error' });
  });
});

describe('email-checkpoint-slow@gatehouse.test', () => {
  it('answers 202 ten times, then 200', async () => {
    const ott = await signIn('email-checkpoint-slow@gatehouse.test');
    await trigger(ott);
    for (let poll = 1; poll <= 10; poll += 1)
      expect(await status(ott), `poll ${poll}`).toBe('pending');
    expect(await status(ott)).toBe('passed');
  });
});
