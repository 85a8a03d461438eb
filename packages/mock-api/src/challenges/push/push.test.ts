import {
  createClient,
  getOneTimeTokenStatus,
  login,
  triggerOtp,
  verifyCode,
  type Challenge,
} from '@gatehouse-auth/core';
import { createPushController } from '@gatehouse-auth/core/headless';
import {
  getPushChallengeStatus,
  getPushStatusV1,
  triggerPushV1,
  triggerPushV2,
} from '@gatehouse-auth/core/internal';
import { describe, expect, it, vi } from 'vitest';
import { failure } from '../../../test/coreClient';
import { useMockApi } from '../../../test/useMockApi';
import { MOCK_CODE, MOCK_PASSWORD } from '../../kit/fixtures';
import { createManualClock } from '../../kit/manualClock';
import { findScenario } from '../../scenarios';

const server = useMockApi();

const client = createClient({ apiBaseUrl: 'http://localhost' });
const signIn = (email: string) => login(client, { email, password: MOCK_PASSWORD });
const remaining = async (ott: string) =>
  ((await getOneTimeTokenStatus(client, ott)).challenges ?? []).map((c) => c.primaryChallenge.type);
const pushOf = (email: string): Challenge => findScenario(email)!.challenges![0]!.primaryChallenge;

async function pollV1(ott: string, times: number) {
  const answers = [];
  for (let i = 0; i < times; i += 1) answers.push(await getPushStatusV1(client, { ott }));
  return answers;
}

async function pollV2(ott: string, challengeId: string, times: number) {
  const answers = [];
  for (let i = 0; i < times; i += 1)
    answers.push(await getPushChallengeStatus(client, { ott, challengeId }));
  return answers;
}

describe('push scenarios', () => {
  it('push@: v1, 202 for 3 polls then 200; an SMS alternative', async () => {
    expect(pushOf('push@gatehouse.test').context?.version).toBe(1);
    const ott = await signIn('push@gatehouse.test');
    const status = await getOneTimeTokenStatus(client, ott);
    expect(status.challenges?.[0]?.alternatives?.map((c) => c.type)).toEqual(['SMS']);
    await triggerPushV1(client, { ott });
    expect(await pollV1(ott, 4)).toEqual(['pending', 'pending', 'pending', 'done']);
    expect(await remaining(ott)).toEqual([]);
  });

  it('push-v2@: the trigger answers a challenge id; PENDING 3 times, then APPROVED', async () => {
    expect(pushOf('push-v2@gatehouse.test').context).toEqual({
      version: 2,
      challengeId: 'push-ch-1',
    });
    const ott = await signIn('push-v2@gatehouse.test');
    const challengeId = await triggerPushV2(client, { ott });
    expect(challengeId).toMatch(/^push-ch-1-/);
    expect(await pollV2(ott, challengeId!, 5)).toEqual([
      'PENDING',
      'PENDING',
      'PENDING',
      'APPROVED',
      'APPROVED',
    ]);
    expect(await remaining(ott)).toEqual([]);
  });

  it('push-v2@: the status route needs no token, only X-Client-Id, and knows its token by challenge id', async () => {
    const first = await signIn('push-v2@gatehouse.test');
    const second = await signIn('push-v2@gatehouse.test');
    const firstId = (await triggerPushV2(client, { ott: first }))!;
    const secondId = (await triggerPushV2(client, { ott: second }))!;
    expect(firstId).not.toBe(secondId);
    const bare = (path: string, headers: Record<string, string>) =>
      fetch(`http://localhost${path}`, { headers });
    const path = (id: string) =>
      `/gateway/v1/user/authentication/factors/push/challenges/${id}/status`;
    expect((await bare(path(firstId), {})).status).toBe(400);
    expect(await (await bare(path(firstId), { 'X-Client-Id': 'gatehouse-web' })).json()).toEqual({
      status: 'PENDING',
    });
    expect(await pollV2(first, firstId, 3)).toEqual(['PENDING', 'PENDING', 'APPROVED']);
    // The other login's notification is still waiting.
    expect(await remaining(second)).toEqual(['PUSH']);
    expect(
      await failure(getPushChallengeStatus(client, { ott: second, challengeId: 'nope' })),
    ).toMatchObject({
      status: 404,
      code: 'push_challenge_not_found',
    });
  });

  it('push-denied@: v2 DENIED after 2 polls; the token stays unapproved', async () => {
    const ott = await signIn('push-denied@gatehouse.test');
    const challengeId = (await triggerPushV2(client, { ott }))!;
    expect(await pollV2(ott, challengeId, 3)).toEqual(['PENDING', 'PENDING', 'DENIED']);
    expect(await remaining(ott)).toEqual(['PUSH']);
  });

  it('push-slow@: 202 for 8 polls then 200; a new trigger starts the count over', async () => {
    const ott = await signIn('push-slow@gatehouse.test');
    await triggerPushV1(client, { ott });
    expect(await pollV1(ott, 5)).toEqual(Array(5).fill('pending'));
    await triggerPushV1(client, { ott });
    expect(await pollV1(ott, 9)).toEqual([...Array(8).fill('pending'), 'done']);
  });

  it('push-authy-deleted@: the trigger answers authy_account_deleted; the SMS alternative passes with 111111', async () => {
    const ott = await signIn('push-authy-deleted@gatehouse.test');
    expect(await failure(triggerPushV1(client, { ott }))).toMatchObject({
      status: 400,
      code: 'authy_account_deleted',
    });
    await triggerOtp(client, { ott, channel: 'SMS', phoneNumberId: 11 });
    await verifyCode(client, { ott, type: 'SMS', code: MOCK_CODE });
    expect(await remaining(ott)).toEqual([]);
  });

  it('push-expired@: the v1 status answers 401 after 1 poll', async () => {
    const ott = await signIn('push-expired@gatehouse.test');
    await triggerPushV1(client, { ott });
    expect(await getPushStatusV1(client, { ott })).toBe('pending');
    expect(await failure(getPushStatusV1(client, { ott }))).toMatchObject({
      status: 401,
      code: 'ott_expired',
    });
  });

  it('checks requests like the real backend', async () => {
    const ott = await signIn('push@gatehouse.test');
    expect(await failure(getPushStatusV1(client, { ott }))).toMatchObject({
      status: 400,
      code: 'push_not_triggered',
    });
    const sms = await signIn('sms@gatehouse.test');
    expect(await failure(triggerPushV1(client, { ott: sms }))).toMatchObject({
      status: 400,
      code: 'challenge_not_required',
    });
    expect(await failure(triggerPushV2(client, { ott: 'ott-unknown' }))).toMatchObject({
      status: 404,
      code: 'ott_not_found',
    });
  });

  it('serves the v2 trigger on a configured identity host', async () => {
    const { createHandlers } = await import('../../handlers');
    server.use(...createHandlers({ identityHost: 'http://id.example.test/auth' }));
    const hosted = createClient({
      apiBaseUrl: 'http://localhost',
      identityHost: 'http://id.example.test/auth',
    });
    const ott = await login(hosted, { email: 'push-v2@gatehouse.test', password: MOCK_PASSWORD });
    expect(await triggerPushV2(hosted, { ott })).toMatch(/^push-ch-1-/);
  });

  describe.each([
    ['push@gatehouse.test', 1],
    ['push-v2@gatehouse.test', 2],
  ])('%s with the core controller', (email, version) => {
    it('is approved after its pending polls', async () => {
      const clock = createManualClock();
      const ott = await signIn(email);
      const callbacks = { onPassed: vi.fn(), onFatal: vi.fn(), onSwitchToSms: vi.fn() };
      const push = createPushController({
        client: createClient({ apiBaseUrl: 'http://localhost', clock }),
        ott,
        challenge: pushOf(email),
        ...callbacks,
      });
      expect(push.version).toBe(version);
      push.start();
      // Pending for 3 polls, 1 s apart; the 4th is approved.
      for (let poll = 2; poll <= 4; poll += 1) await clock.runNext(1000);
      await vi.waitFor(() => expect(callbacks.onPassed).toHaveBeenCalledTimes(1));
      expect(push.getState().polls).toBe(3);
      expect(callbacks.onFatal).not.toHaveBeenCalled();
      push.dispose();
    });
  });
});
