import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeOrigin, fakeVisibility } from '../../test/fakeTabs';
import { createClient } from '../api/client';
import type { GatehouseConfig } from '../api/config';
import { createEmailCheckpointController } from './emailCheckpoint/emailCheckpointController';
import { createEmailVerificationController } from './emailVerification/emailVerificationController';
import { createProfilerController } from './profiler/profilerController';
import { createPushController } from './push/pushController';

// What each wait asks of the server in one minute of waiting (the numbers in the closing note of
// the polling engine): with nothing unusual, when every status answer is a 429 with
// Retry-After: 10, when the tab is hidden, and for a second tab waiting on the same token.
// Face match has the same table in its own test file (its wait starts after a scan).

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const MINUTE = 60_000;

type Condition = 'normal' | 'retryAfter10' | 'hidden' | 'secondTab';

/** The server: every wait still pending; each tab's status reads counted. */
function server(busy: boolean) {
  const reads = new Map<string, number>();
  const fetchFor =
    (tab: string) =>
    async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      if (method === 'POST') {
        if (url.includes('/email-checkpoint/trigger'))
          return Response.json({ deviceOriginGuard: 'g' });
        if (url.includes('/v2/one-time-token/push/trigger'))
          return Response.json({ challengeId: 'ch' });
        return new Response(null, { status: 200 });
      }
      reads.set(tab, (reads.get(tab) ?? 0) + 1);
      if (busy)
        return Response.json(
          { code: 'too_many_requests' },
          { status: 429, headers: { 'Retry-After': '10' } },
        );
      if (url.includes('/one-time-token/status'))
        return Response.json({
          oneTimeTokenProperties: {
            oneTimeToken: 'ott',
            actionType: 'IDENTITY__LOGIN',
            challenges: [{ required: true, primaryChallenge: { type: 'EMAIL_VERIFICATION' } }],
          },
        });
      if (url.includes('/factors/push/challenges/')) return Response.json({ status: 'PENDING' });
      return new Response(null, { status: 202 });
    };
  return { fetchFor, reads: (tab: string) => reads.get(tab) ?? 0 };
}

interface Wait {
  start(): void;
  dispose(): void;
}

/** Each wait on the token `ott`; `finished` hears it pass (approved, verified). */
const waits: Record<string, (config: GatehouseConfig, finished?: () => void) => Wait> = {
  'push v1': (config, finished = vi.fn()) =>
    createPushController({
      client: createClient(config),
      ott: 'ott',
      challenge: { type: 'PUSH', context: { version: 1 } },
      onPassed: finished,
      onFatal: vi.fn(),
      onSwitchToSms: vi.fn(),
    }),
  'push v2': (config, finished = vi.fn()) =>
    createPushController({
      client: createClient(config),
      ott: 'ott',
      challenge: { type: 'PUSH', context: { version: 2 } },
      onPassed: finished,
      onFatal: vi.fn(),
      onSwitchToSms: vi.fn(),
    }),
  'email verification': (config, finished = vi.fn()) =>
    createEmailVerificationController({
      client: createClient(config),
      ott: 'ott',
      onPassed: finished,
      onFailed: vi.fn(),
    }),
  'email checkpoint': (config, finished = vi.fn()) =>
    createEmailCheckpointController({
      client: createClient(config),
      ott: 'ott',
      onPassed: finished,
      cookies: { set: vi.fn() },
    }),
  profiler: (config, finished = vi.fn()) =>
    createProfilerController({
      client: createClient(config),
      ott: 'ott',
      onPassed: finished,
      onFatal: vi.fn(),
    }),
};

/** Status reads in the first minute of the wait: of the tab, and of a second tab on the same token. */
async function minuteOf(wait: string, condition: Condition) {
  const api = server(condition === 'retryAfter10');
  const origin = fakeOrigin();
  const screen = fakeVisibility();
  if (condition === 'hidden') screen.hide();
  const make = waits[wait]!;
  const tabs = [
    make({ fetch: api.fetchFor('first'), visibility: screen.visibility, tabs: origin.tab() }),
  ];
  if (condition === 'secondTab')
    tabs.push(
      make({
        fetch: api.fetchFor('second'),
        visibility: fakeVisibility().visibility,
        tabs: origin.tab(),
      }),
    );
  for (const tab of tabs) tab.start();
  await vi.advanceTimersByTimeAsync(MINUTE - 1);
  // The second tab first: closing the leader would hand it the lead.
  for (const tab of tabs.reverse()) tab.dispose();
  return { first: api.reads('first'), second: api.reads('second') };
}

describe('one minute of waiting: status requests, per wait', () => {
  // [normal, 429 Retry-After: 10, hidden tab, second tab on the same token (its own requests)]
  const expected: Record<string, [number, number, number, number]> = {
    // 1 s apart, the first at once; at most 600.
    'push v1': [60, 6, 0, 0],
    'push v2': [60, 6, 0, 0],
    // 3 s apart, the first after 3 s.
    'email verification': [19, 6, 0, 0],
    // 2 s apart, the first after 2 s.
    'email checkpoint': [29, 6, 0, 0],
    // 200 ms apart, at most 30: failed within 6 s, whatever the minute holds. The second tab's
    // check takes the lead when the first one's ends, and runs its own 30.
    profiler: [30, 6, 0, 30],
  };

  it.each(Object.entries(expected))('%s', async (wait, [normal, busy, hidden, secondTab]) => {
    expect((await minuteOf(wait, 'normal')).first).toBe(normal);
    expect((await minuteOf(wait, 'retryAfter10')).first).toBe(busy);
    expect((await minuteOf(wait, 'hidden')).first).toBe(hidden);
    // The first tab polls as if alone; the second only listens.
    expect(await minuteOf(wait, 'secondTab')).toEqual({ first: normal, second: secondTab });
  });
});

/**
 * A server that mints a new push challenge for each trigger (as the v2 trigger's answer allows):
 * every request is logged by tab; `answer()` is the phone approving `challenge` (the link opened,
 * the device check done), after which the status reads say so.
 */
function mintingServer() {
  const requests: Array<{ tab: string; method: string; url: string }> = [];
  let minted = 0;
  let approved: string | undefined;
  const fetchFor =
    (tab: string) =>
    async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      requests.push({ tab, method, url });
      if (method === 'POST') {
        if (url.includes('/email-checkpoint/trigger'))
          return Response.json({ deviceOriginGuard: 'g' });
        minted += 1;
        if (url.includes('/v2/one-time-token/push/trigger'))
          return Response.json({ challengeId: `ch-${minted}` });
        return new Response(null, { status: 200 });
      }
      const challenge = /\/push\/challenges\/([^/]+)\/status/.exec(url)?.[1];
      if (challenge)
        return Response.json({ status: challenge === approved ? 'APPROVED' : 'PENDING' });
      return new Response(null, { status: approved ? 200 : 202 });
    };
  const of = (tab: string, method: string) =>
    requests.filter((request) => request.tab === tab && request.method === method);
  return {
    fetchFor,
    answer: (challenge = 'ch-1') => {
      approved = challenge;
    },
    triggers: () => requests.filter((request) => request.method === 'POST').length,
    reads: (tab: string) => of(tab, 'GET').length,
    readUrls: (tab: string) => of(tab, 'GET').map((request) => request.url),
  };
}

/** Two tabs of one origin on the same wait and token, each with its own fetch and visibility. */
function twoTabs(wait: string) {
  const api = mintingServer();
  const origin = fakeOrigin();
  const finished = { first: vi.fn(), second: vi.fn() };
  const screens = { first: fakeVisibility(), second: fakeVisibility() };
  const open = (tab: 'first' | 'second') =>
    waits[wait]!(
      { fetch: api.fetchFor(tab), visibility: screens[tab].visibility, tabs: origin.tab() },
      finished[tab],
    );
  return { api, origin, finished, screens, first: open('first'), second: open('second') };
}

describe('two tabs on one token, on a server that mints a challenge per trigger', () => {
  // [the interval, status reads in the first five intervals of one tab waiting alone]
  const triggered: Record<string, [number, number]> = {
    // The first read at once.
    'push v1': [1000, 5],
    'push v2': [1000, 5],
    // The first read after one interval.
    'email checkpoint': [2000, 4],
    profiler: [200, 5],
  };

  it.each(Object.entries(triggered))(
    '%s: started together, one trigger and one poller; the second tab confirms with one read',
    async (wait, [interval, reads]) => {
      const { api, first, second, finished } = twoTabs(wait);
      first.start();
      second.start();
      await vi.advanceTimersByTimeAsync(5 * interval - 1);
      expect(api.triggers()).toBe(1);
      expect(api.reads('first')).toBe(reads);
      expect(api.reads('second')).toBe(0);
      api.answer();
      await vi.advanceTimersByTimeAsync(interval);
      expect(finished.first).toHaveBeenCalledTimes(1);
      expect(finished.second).toHaveBeenCalledTimes(1);
      expect(api.reads('second')).toBe(1);
      expect(api.triggers()).toBe(1);
      // Push v2: both read the one challenge minted.
      for (const url of [...api.readUrls('first'), ...api.readUrls('second')])
        expect(url).not.toContain('ch-2');
    },
  );

  it.each(Object.entries(triggered))(
    '%s: a tab opened while the first waits joins its wait',
    async (wait, [interval, reads]) => {
      const { api, first, second, finished } = twoTabs(wait);
      first.start();
      await vi.advanceTimersByTimeAsync(2 * interval);
      second.start();
      await vi.advanceTimersByTimeAsync(3 * interval - 1);
      expect(api.triggers()).toBe(1);
      expect(api.reads('first')).toBe(reads);
      expect(api.reads('second')).toBe(0);
      api.answer();
      await vi.advanceTimersByTimeAsync(interval);
      expect(finished.first).toHaveBeenCalledTimes(1);
      expect(finished.second).toHaveBeenCalledTimes(1);
      expect(api.reads('second')).toBe(1);
    },
  );

  it('push v2: the login opened again in a new tab, over the first: it joins and polls', async () => {
    const { api, first, second, screens, finished } = twoTabs('push v2');
    first.start();
    await vi.advanceTimersByTimeAsync(3000);
    // The new tab hides the first, which hands the polling over at its next turn.
    screens.first.hide();
    second.start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.triggers()).toBe(1);
    expect(api.reads('first')).toBe(4);
    expect(api.reads('second')).toBe(5);
    expect(new Set(api.readUrls('second'))).toEqual(
      new Set(['/gateway/v1/user/authentication/factors/push/challenges/ch-1/status']),
    );
    api.answer();
    await vi.advanceTimersByTimeAsync(1000);
    expect(finished.second).toHaveBeenCalledTimes(1);
    // Shown again, the first checks at once.
    screens.first.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(finished.first).toHaveBeenCalledTimes(1);
  });

  it('push v2: the first tab closes; the second polls its challenge and sends nothing', async () => {
    const { api, first, second, finished } = twoTabs('push v2');
    first.start();
    second.start();
    await vi.advanceTimersByTimeAsync(3000);
    first.dispose();
    await vi.advanceTimersByTimeAsync(3000);
    expect(api.triggers()).toBe(1);
    // At once, then each second: 3, 4, 5 and 6 s.
    expect(api.reads('second')).toBe(4);
    expect(new Set(api.readUrls('second'))).toEqual(
      new Set(['/gateway/v1/user/authentication/factors/push/challenges/ch-1/status']),
    );
    api.answer();
    await vi.advanceTimersByTimeAsync(1000);
    expect(finished.second).toHaveBeenCalledTimes(1);
  });

  it('push v2: "send again" in one tab moves the other onto the new challenge', async () => {
    const { api, first, second, finished } = twoTabs('push v2');
    first.start();
    second.start();
    await vi.advanceTimersByTimeAsync(5000);
    (first as ReturnType<typeof createPushController>).resend();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.triggers()).toBe(2);
    const before = { first: api.reads('first'), second: api.reads('second') };
    // The phone approves the new notification: both tabs finish, neither reads ch-1 again.
    api.answer('ch-2');
    await vi.advanceTimersByTimeAsync(1000);
    expect(finished.first).toHaveBeenCalledTimes(1);
    expect(finished.second).toHaveBeenCalledTimes(1);
    const ch2 = '/gateway/v1/user/authentication/factors/push/challenges/ch-2/status';
    expect(api.readUrls('first').slice(before.first - 1)).toEqual([ch2, ch2]);
    expect(api.readUrls('second').slice(before.second)).toEqual([ch2]);
  });

  it.each(Object.keys(triggered))(
    '%s: both closed mid-wait after one trigger, nothing is left: no timer, listener or lock',
    async (wait) => {
      const { api, origin, first, second } = twoTabs(wait);
      first.start();
      second.start();
      await vi.advanceTimersByTimeAsync(1000);
      expect(api.triggers()).toBe(1);
      second.dispose();
      first.dispose();
      expect(vi.getTimerCount()).toBe(0);
      expect(origin.listeners.size).toBe(0);
      expect(origin.queued()).toBe(0);
      const requests = api.triggers() + api.reads('first') + api.reads('second');
      await vi.advanceTimersByTimeAsync(60_000);
      expect(api.triggers() + api.reads('first') + api.reads('second')).toBe(requests);
    },
  );
});
