import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeOrigin, fakeVisibility } from '../../test/fakeTabs';
import { createClient } from '../api/client';
import type { GatehouseConfig } from '../api/config';
import { createEmailCheckpointChallenge } from './emailCheckpoint/emailCheckpointChallenge';
import { createEmailVerificationChallenge } from './emailVerification/emailVerificationChallenge';
import { createProfilerChallenge } from './profiler/profilerChallenge';
import { createPushChallenge } from './push/pushChallenge';

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

const waits: Record<string, (config: GatehouseConfig) => Wait> = {
  'push v1': (config) =>
    createPushChallenge({
      client: createClient(config),
      ott: 'ott',
      challenge: { type: 'PUSH', context: { version: 1 } },
      onApproved: vi.fn(),
      onFatal: vi.fn(),
      onSwitchToSms: vi.fn(),
    }),
  'push v2': (config) =>
    createPushChallenge({
      client: createClient(config),
      ott: 'ott',
      challenge: { type: 'PUSH', context: { version: 2 } },
      onApproved: vi.fn(),
      onFatal: vi.fn(),
      onSwitchToSms: vi.fn(),
    }),
  'email verification': (config) =>
    createEmailVerificationChallenge({
      client: createClient(config),
      ott: 'ott',
      onVerified: vi.fn(),
      onFailed: vi.fn(),
    }),
  'email checkpoint': (config) =>
    createEmailCheckpointChallenge({
      client: createClient(config),
      ott: 'ott',
      onPassed: vi.fn(),
      cookies: { set: vi.fn() },
    }),
  profiler: (config) =>
    createProfilerChallenge({
      client: createClient(config),
      ott: 'ott',
      onVerified: vi.fn(),
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
