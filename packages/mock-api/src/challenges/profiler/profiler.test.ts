import { createClient, getOneTimeTokenStatus, login } from '@gatehouse-auth/core';
import { createProfilerController } from '@gatehouse-auth/core/headless';
import { getProfilerStatus, triggerProfiler } from '@gatehouse-auth/core/internal';
import { describe, expect, it, vi } from 'vitest';
import { failure } from '../../../test/coreClient';
import { useMockApi } from '../../../test/useMockApi';
import { MOCK_PASSWORD } from '../../kit/fixtures';
import { createManualClock } from '../../kit/manualClock';
import { findScenario } from '../../scenarios';

useMockApi();

const client = createClient({ apiBaseUrl: 'http://localhost' });
const signIn = (email: string) => login(client, { email, password: MOCK_PASSWORD });
const remaining = async (ott: string) =>
  ((await getOneTimeTokenStatus(client, ott)).challenges ?? []).map((c) => c.primaryChallenge.type);

describe('profiler scenarios', () => {
  it('lists the three profiler accounts', () => {
    for (const email of [
      'profiler@gatehouse.test',
      'profiler-flaky@gatehouse.test',
      'profiler-down@gatehouse.test',
    ]) {
      expect(findScenario(email)?.challenges?.[0]?.primaryChallenge.type, email).toBe('PROFILER');
    }
  });

  it('profiler@: 202 three times, then 200, and the token is approved', async () => {
    const ott = await signIn('profiler@gatehouse.test');
    expect(await remaining(ott)).toEqual(['PROFILER']);
    await triggerProfiler(client, { ott });
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await getProfilerStatus(client, { ott }));
    expect(answers).toEqual(['pending', 'pending', 'pending', 'done']);
    expect(await remaining(ott)).toEqual([]);
  });

  it('profiler-flaky@: 503 twice, then 200', async () => {
    const ott = await signIn('profiler-flaky@gatehouse.test');
    await triggerProfiler(client, { ott });
    expect(await failure(getProfilerStatus(client, { ott }))).toMatchObject({ status: 503 });
    expect(await failure(getProfilerStatus(client, { ott }))).toMatchObject({ status: 503 });
    expect(await getProfilerStatus(client, { ott })).toBe('done');
  });

  it('profiler-down@: the trigger answers 500 and the token stays unapproved', async () => {
    const ott = await signIn('profiler-down@gatehouse.test');
    expect(await failure(triggerProfiler(client, { ott }))).toMatchObject({
      status: 500,
      code: 'unexpected.error',
    });
    expect(await remaining(ott)).toEqual(['PROFILER']);
  });

  it('checks the request like the real backend: trigger first, the right challenge, a known token', async () => {
    const ott = await signIn('profiler@gatehouse.test');
    expect(await failure(getProfilerStatus(client, { ott }))).toMatchObject({
      status: 400,
      code: 'profiler_not_triggered',
    });
    const sms = await signIn('sms@gatehouse.test');
    expect(await failure(triggerProfiler(client, { ott: sms }))).toMatchObject({
      status: 400,
      code: 'challenge_not_required',
    });
    expect(await failure(triggerProfiler(client, { ott: 'ott-unknown' }))).toMatchObject({
      status: 404,
      code: 'ott_not_found',
    });
  });

  it('a second trigger starts the check over', async () => {
    const ott = await signIn('profiler@gatehouse.test');
    await triggerProfiler(client, { ott });
    await getProfilerStatus(client, { ott });
    await getProfilerStatus(client, { ott });
    await triggerProfiler(client, { ott });
    expect(await getProfilerStatus(client, { ott })).toBe('pending');
  });

  it.each([
    ['profiler@gatehouse.test', 3],
    ['profiler-flaky@gatehouse.test', 2],
  ])('%s passes with the core controller', async (email, pendingPolls) => {
    const clock = createManualClock();
    const ott = await signIn(email);
    const onPassed = vi.fn();
    const onFatal = vi.fn();
    const profiler = createProfilerController({
      client: createClient({ apiBaseUrl: 'http://localhost', clock }),
      ott,
      onPassed,
      onFatal,
    });
    profiler.start();
    // The first poll goes at once; each later one 200 ms on (after a 503, a back-off of at most
    // 400 then 800 ms), when the test lets it.
    for (let poll = 1; poll <= pendingPolls; poll += 1) await clock.runNext(1000);
    await vi.waitFor(() => expect(onPassed).toHaveBeenCalledTimes(1));
    expect(onFatal).not.toHaveBeenCalled();
    expect(await remaining(ott)).toEqual([]);
    profiler.dispose();
  });
});
