import { createClient } from '../../api/client';
import type { Challenge } from '../../api/oneTimeToken';
import { getPushChallengeStatus, getPushStatusV1, triggerPushV1, triggerPushV2 } from './pushCalls';
import {
  createPushController,
  PUSH_MAX_POLLS,
  PUSH_NOT_RECEIVED_AFTER_POLLS,
  PUSH_POLL_INTERVAL_MS,
  pushVersion,
} from './pushController';

const v1 = '/gateway/identity/api/v1/one-time-token/push';
const v2Status = (id: string) =>
  `/gateway/v1/user/authentication/factors/push/challenges/${id}/status`;

type Answer = () => Response | Promise<Response>;
const status = (code: number) => () => new Response(null, { status: code });
const error =
  (code: number, errorCode = 'oops') =>
  () =>
    Response.json({ code: errorCode }, { status: code });
const push = (value: string) => () => Response.json({ status: value });
const hang = () => new Promise<Response>(() => {});
const flush = () => vi.advanceTimersByTimeAsync(0);

const pushV1: Challenge = {
  type: 'PUSH',
  context: { version: 1, challengeId: 'ctx-1' },
  availablePhoneNumbers: [{ id: 11, type: 'PRIMARY' }],
};
const pushV2: Challenge = { type: 'PUSH', context: { version: 2, challengeId: 'ctx-2' } };

/**
 * Answers the trigger with the next of `triggers` and each status poll with the next of
 * `polls` (the last of each repeats). Rejects on abort, like the real fetch.
 */
function scriptedFetch({
  triggers = [status(204)],
  polls = [status(202)],
}: {
  triggers?: Answer[];
  polls?: Answer[];
}) {
  const requests: Array<{ method: string; path: string; headers: Headers }> = [];
  const queues = { trigger: [...triggers], status: [...polls] };
  const next = (queue: Answer[]) => (queue.length > 1 ? queue.shift()! : queue[0]!);
  const spy = vi.fn(
    (input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((resolve, reject) => {
        const path = String(input);
        requests.push({ method: init.method ?? 'GET', path, headers: new Headers(init.headers) });
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
        const answer = next(path.endsWith('/trigger') ? queues.trigger : queues.status);
        Promise.resolve().then(answer).then(resolve, reject);
      }),
  );
  const count = (suffix: string) => requests.filter((r) => r.path.endsWith(suffix)).length;
  return { fetch: spy as unknown as typeof globalThis.fetch, spy, requests, count };
}

function setup(challenge: Challenge, script: Parameters<typeof scriptedFetch>[0] = {}) {
  const fetched = scriptedFetch(script);
  const callbacks = { onPassed: vi.fn(), onFatal: vi.fn(), onSwitchToSms: vi.fn() };
  const controller = createPushController({
    client: createClient({ fetch: fetched.fetch }),
    ott: 'ott-push',
    challenge,
    ...callbacks,
  });
  return { ...fetched, ...callbacks, push: controller, polls: () => fetched.count('/status') };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('push calls', () => {
  it('v1: POST …/push/trigger, GET …/push/status with the token; 202 pending, 200 done', async () => {
    const { fetch, requests } = scriptedFetch({ polls: [status(202), status(200)] });
    const client = createClient({ fetch });
    await triggerPushV1(client, { ott: 'ott-push' });
    expect(await getPushStatusV1(client, { ott: 'ott-push' })).toBe('pending');
    expect(await getPushStatusV1(client, { ott: 'ott-push' })).toBe('done');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${v1}/trigger`,
      `GET ${v1}/status`,
      `GET ${v1}/status`,
    ]);
    expect(requests.every((r) => r.headers.get('One-Time-Token') === 'ott-push')).toBe(true);
  });

  it('v2: the trigger answers the challenge id (or nothing); the status reads APPROVED, DENIED, else PENDING', async () => {
    const { fetch, requests } = scriptedFetch({
      triggers: [
        () => Response.json({ challengeId: 'abc/1' }),
        status(204),
        () => Response.json({}),
      ],
      polls: [
        push('APPROVED'),
        push('DENIED'),
        push('PENDING'),
        push('SOMETHING_NEW'),
        status(202),
      ],
    });
    const client = createClient({ fetch, identityHost: '/id' });
    expect(await triggerPushV2(client, { ott: 'o' })).toBe('abc/1');
    expect(await triggerPushV2(client, { ott: 'o' })).toBeUndefined();
    expect(await triggerPushV2(client, { ott: 'o' })).toBeUndefined();
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(await getPushChallengeStatus(client, { ott: 'o', challengeId: 'abc/1' }));
    expect(statuses).toEqual(['APPROVED', 'DENIED', 'PENDING', 'PENDING', 'PENDING']);
    expect(requests[0]!.path).toBe('/id/identity/api/v2/one-time-token/push/trigger');
    expect(requests[3]!.path).toBe(v2Status('abc%2F1'));
  });

  it('v2: a status body that fails its schema is unexpected.error', async () => {
    const { fetch } = scriptedFetch({ polls: [() => Response.json({ status: 42 })] });
    await expect(
      getPushChallengeStatus(createClient({ fetch }), { ott: 'o', challengeId: 'x' }),
    ).rejects.toMatchObject({
      code: 'unexpected.error',
    });
  });
});

describe('pushVersion', () => {
  it('is 2 only for context.version 2', () => {
    expect(pushVersion(pushV2)).toBe(2);
    expect(pushVersion(pushV1)).toBe(1);
    expect(pushVersion({ type: 'PUSH' })).toBe(1);
    expect(pushVersion({ type: 'PUSH', context: { version: null } })).toBe(1);
  });
});

describe('createPushController', () => {
  it('uses SPEC.md §9 numbers: 600 polls, 1 s apart, "haven\'t received" after 5', () => {
    expect(PUSH_POLL_INTERVAL_MS).toBe(1000);
    expect(PUSH_MAX_POLLS).toBe(600);
    expect(PUSH_NOT_RECEIVED_AFTER_POLLS).toBe(5);
  });

  describe.each([
    ['v1', pushV1, status(202), status(200), `${v1}/status`],
    ['v2', pushV2, push('PENDING'), push('APPROVED'), v2Status('ctx-2')],
  ])('%s', (_name, challenge, pending, approved, statusPath) => {
    it('triggers, polls at once and then every 1000 ms (none at 999 ms), and passes when approved', async () => {
      const {
        push: controller,
        polls,
        requests,
        onPassed,
      } = setup(challenge, { polls: [pending, pending, pending, approved] });
      expect(controller.getState().phase).toBe('sending');
      controller.start();
      await flush();
      expect(controller.getState().phase).toBe('waiting');
      expect(requests[0]!.method).toBe('POST');
      expect(requests[1]!.path).toBe(statusPath);
      expect(polls()).toBe(1);
      await vi.advanceTimersByTimeAsync(999);
      expect(polls()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(polls()).toBe(2);
      await vi.advanceTimersByTimeAsync(2000);
      expect(polls()).toBe(4);
      expect(onPassed).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(polls()).toBe(4);
    });

    it('"haven\'t received" is disabled after 4 polls and enabled after the 5th', async () => {
      const { push: controller, polls } = setup(challenge, { polls: [pending] });
      controller.start();
      await vi.advanceTimersByTimeAsync(3000);
      expect(polls()).toBe(4);
      expect(controller.getState()).toMatchObject({ polls: 4, notReceivedEnabled: false });
      await vi.advanceTimersByTimeAsync(999);
      expect(controller.getState().notReceivedEnabled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(controller.getState()).toMatchObject({ polls: 5, notReceivedEnabled: true });
    });

    it('runs out after 600 polls (599 s) and shows the push error screen', async () => {
      const { push: controller, polls, onPassed, onFatal } = setup(challenge, { polls: [pending] });
      controller.start();
      await vi.advanceTimersByTimeAsync(599 * 1000 - 1);
      expect(polls()).toBe(599);
      expect(controller.getState().phase).toBe('waiting');
      await vi.advanceTimersByTimeAsync(1);
      expect(polls()).toBe(600);
      expect(controller.getState()).toMatchObject({
        phase: 'failed',
        failure: 'timedOut',
        notReceivedEnabled: false,
      });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(polls()).toBe(600);
      expect(onPassed).not.toHaveBeenCalled();
      expect(onFatal).not.toHaveBeenCalled();
      expect(vi.getTimerCount()).toBe(0);
    });

    it('warns 20 polls (20 s) before it runs out; "Keep waiting" waits another 600 polls', async () => {
      const { push: controller, polls, onPassed } = setup(challenge, { polls: [pending] });
      controller.start();
      await vi.advanceTimersByTimeAsync(579 * 1000 - 1);
      expect(polls()).toBe(579);
      expect(controller.getState().expiresSoon).toBe(false);
      // Only while warned: an early call changes nothing.
      controller.keepWaiting();
      await vi.advanceTimersByTimeAsync(1);
      expect(polls()).toBe(580);
      expect(controller.getState()).toMatchObject({ phase: 'waiting', expiresSoon: true });
      controller.keepWaiting();
      expect(controller.getState().expiresSoon).toBe(false);
      // Past the first wait's end, still waiting, counting on from 580 polls.
      await vi.advanceTimersByTimeAsync(100 * 1000);
      expect(controller.getState()).toMatchObject({
        phase: 'waiting',
        expiresSoon: false,
        notReceivedEnabled: true,
      });
      expect(controller.getState().polls).toBe(polls());
      expect(polls()).toBeGreaterThan(600);
      // The fresh wait is 600 polls, warned again 20 before its end.
      await vi.advanceTimersByTimeAsync((600 - 101 - 20) * 1000);
      expect(controller.getState().expiresSoon).toBe(true);
      await vi.advanceTimersByTimeAsync(20 * 1000);
      expect(controller.getState()).toMatchObject({
        phase: 'failed',
        failure: 'timedOut',
        expiresSoon: false,
      });
      expect(polls()).toBe(580 + 600);
      expect(onPassed).not.toHaveBeenCalled();
    });

    it('counts 5xx and network failures as pending', async () => {
      const network = () => Promise.reject(new TypeError('Failed to fetch'));
      const {
        push: controller,
        polls,
        onPassed,
        onFatal,
      } = setup(challenge, { polls: [status(503), error(502), network, approved] });
      // No jitter: back-off waits half its ceiling, 1 s, 2 s, then 4 s.
      vi.spyOn(Math, 'random').mockReturnValue(0);
      controller.start();
      await vi.advanceTimersByTimeAsync(6999);
      expect(polls()).toBe(3);
      await vi.advanceTimersByTimeAsync(1);
      expect(polls()).toBe(4);
      expect(onFatal).not.toHaveBeenCalled();
      expect(onPassed).toHaveBeenCalledTimes(1);
    });

    it.each([400, 401, 404])('a %i status answer ends it and goes to the flow', async (code) => {
      const {
        push: controller,
        polls,
        onFatal,
      } = setup(challenge, { polls: [pending, error(code, 'ott_expired')] });
      controller.start();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(polls()).toBe(2);
      expect(onFatal).toHaveBeenCalledWith(
        expect.objectContaining({ status: code, code: 'ott_expired' }),
      );
    });

    it('authy_account_deleted from the trigger switches to SMS without polling', async () => {
      const {
        push: controller,
        polls,
        onSwitchToSms,
      } = setup(challenge, {
        triggers: [error(400, 'authy_account_deleted')],
      });
      controller.start();
      await vi.advanceTimersByTimeAsync(5000);
      expect(onSwitchToSms).toHaveBeenCalledTimes(1);
      expect(polls()).toBe(0);
      expect(controller.getState().phase).not.toBe('failed');
    });

    it('another trigger failure shows the push error screen; "Try again" sends again', async () => {
      const {
        push: controller,
        count,
        onPassed,
      } = setup(challenge, { triggers: [error(500), status(204)], polls: [approved] });
      controller.start();
      await flush();
      expect(controller.getState()).toMatchObject({ phase: 'failed', failure: 'sendFailed' });
      controller.start();
      controller.start();
      await flush();
      expect(count('/trigger')).toBe(2);
      expect(onPassed).toHaveBeenCalledTimes(1);
    });

    it('"haven\'t received" sends a new notification once enabled, once per double click, and counts polls afresh', async () => {
      const { push: controller, count, polls } = setup(challenge, { polls: [pending] });
      controller.start();
      await flush();
      controller.resend();
      await flush();
      expect(count('/trigger')).toBe(1);
      await vi.advanceTimersByTimeAsync(4000);
      expect(controller.getState().notReceivedEnabled).toBe(true);
      controller.resend();
      controller.resend();
      expect(controller.getState()).toMatchObject({
        phase: 'sending',
        polls: 0,
        notReceivedEnabled: false,
      });
      await flush();
      expect(count('/trigger')).toBe(2);
      expect(controller.getState()).toMatchObject({
        phase: 'waiting',
        resent: true,
        polls: 1,
        notReceivedEnabled: false,
      });
      // The old poller is gone: one poll per second, not two.
      const before = polls();
      await vi.advanceTimersByTimeAsync(1000);
      expect(polls()).toBe(before + 1);
    });

    it('requests nothing after dispose, with a poll in flight or waiting for its tick', async () => {
      const { push: controller, spy, onPassed } = setup(challenge, { polls: [pending, hang] });
      controller.start();
      await vi.advanceTimersByTimeAsync(1000);
      expect(spy).toHaveBeenCalledTimes(3);
      controller.dispose();
      await vi.advanceTimersByTimeAsync(700_000);
      expect(spy).toHaveBeenCalledTimes(3);
      expect(onPassed).not.toHaveBeenCalled();
      expect(vi.getTimerCount()).toBe(0);
    });

    it('requests nothing after dispose between two polls', async () => {
      const { push: controller, spy } = setup(challenge, { polls: [pending] });
      controller.start();
      await vi.advanceTimersByTimeAsync(500);
      controller.dispose();
      await vi.advanceTimersByTimeAsync(700_000);
      expect(spy).toHaveBeenCalledTimes(2);
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  describe('v2', () => {
    it('polls the challenge id the trigger answers', async () => {
      const { push: controller, requests } = setup(pushV2, {
        triggers: [() => Response.json({ challengeId: 'from-trigger' })],
      });
      controller.start();
      await flush();
      expect(requests[1]!.path).toBe(v2Status('from-trigger'));
    });

    it('falls back to context.challengeId when the trigger names none', async () => {
      const { push: controller, requests } = setup(pushV2, {
        triggers: [() => Response.json({ challengeId: null })],
      });
      controller.start();
      await flush();
      expect(requests[1]!.path).toBe(v2Status('ctx-2'));
    });

    it('without any challenge id it cannot poll: the flow gets unexpected.error', async () => {
      const { push: controller, polls, onFatal } = setup({ type: 'PUSH', context: { version: 2 } });
      controller.start();
      await vi.advanceTimersByTimeAsync(5000);
      expect(polls()).toBe(0);
      expect(onFatal).toHaveBeenCalledWith(expect.objectContaining({ code: 'unexpected.error' }));
    });

    it('DENIED shows the push error screen and stops polling; "Try again" sends a new notification', async () => {
      const {
        push: controller,
        polls,
        count,
        onPassed,
      } = setup(pushV2, {
        polls: [push('PENDING'), push('PENDING'), push('DENIED'), push('APPROVED')],
      });
      controller.start();
      await vi.advanceTimersByTimeAsync(2000);
      expect(polls()).toBe(3);
      expect(controller.getState()).toMatchObject({ phase: 'failed', failure: 'denied' });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(polls()).toBe(3);
      controller.start();
      await flush();
      expect(count('/trigger')).toBe(2);
      expect(onPassed).toHaveBeenCalledTimes(1);
    });
  });

  it('can start again after dispose (StrictMode remount)', async () => {
    const { push: controller, count, onPassed } = setup(pushV1, { polls: [status(200)] });
    controller.start();
    controller.dispose();
    controller.start();
    await flush();
    expect(count('/trigger')).toBe(2);
    expect(onPassed).toHaveBeenCalledTimes(1);
  });
});
