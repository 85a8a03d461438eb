import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeConnectivity } from '../../test/fakeConnectivity';
import { fakeOrigin, fakeVisibility } from '../../test/fakeTabs';
import { GatehouseError } from '../errors/gatehouseError';
import { createNetworkWaits } from './networkWaits';
import { createPoller, MAX_BACKOFF_MS, MAX_RETRY_AFTER_MS, type PollOutcome } from './poller';
import { tabChannelName, type TabLink } from './tabs';
import type { Visibility } from './visibility';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const pending = { kind: 'pending' } as const;

function setup(
  answers: Array<PollOutcome<string> | Error>,
  extra: Partial<Parameters<typeof createPoller<string>>[0]> = {},
) {
  const poll = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (next instanceof Error) throw next;
    return next;
  });
  const callbacks = {
    onDone: vi.fn(),
    onFailed: vi.fn(),
    onExhausted: vi.fn(),
    onPending: vi.fn(),
  };
  const poller = createPoller<string>({
    poll,
    intervalMs: 1000,
    maxAttempts: 5,
    ...callbacks,
    ...extra,
  });
  return { poll, poller, ...callbacks };
}

describe('createPoller', () => {
  it('polls at once, then one interval after each pending answer', async () => {
    const { poll, poller } = setup([pending]);
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('stops at the limit and says so', async () => {
    const { poll, poller, onExhausted, onPending } = setup([pending]);
    poller.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).toHaveBeenCalledTimes(5);
    expect(onPending).toHaveBeenLastCalledWith(5);
    expect(onExhausted).toHaveBeenCalledTimes(1);
  });

  it('finishes on done with its value', async () => {
    const { poll, poller, onDone } = setup([pending, { kind: 'done', value: 'ok' }]);
    poller.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onDone).toHaveBeenCalledWith('ok');
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('counts non-fatal errors as pending and ends on fatal ones', async () => {
    const transient = new Error('503');
    const fatal = new Error('404');
    const { poll, poller, onFailed } = setup([transient, fatal], {
      classifyError: (error) => (error === fatal ? 'fatal' : 'pending'),
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(onFailed).toHaveBeenCalledWith(fatal);
  });

  it('polls now on request, without a second request in flight', async () => {
    const { poll, poller } = setup([pending], { delayFirst: true });
    poller.start();
    expect(poll).not.toHaveBeenCalled();
    poller.pollNow();
    poller.pollNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('makes no request and calls nothing after stop', async () => {
    let answer!: (outcome: PollOutcome<string>) => void;
    const poll = vi.fn(() => new Promise<PollOutcome<string>>((resolve) => (answer = resolve)));
    const onDone = vi.fn();
    const poller = createPoller({
      poll,
      intervalMs: 1000,
      maxAttempts: 10,
      onDone,
      onFailed: vi.fn(),
    });
    poller.start();
    poller.stop();
    answer({ kind: 'done', value: 'late' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
    expect(poll.mock.calls[0]).toBeDefined();
  });
});

/** A GatehouseError as the client makes it from a failed answer. */
function answered(status: number, retryAfter?: string) {
  const error = new GatehouseError({ status, code: `status.${status}` });
  error.retryAfter = retryAfter;
  return error;
}

describe('createPoller: answers that ask it to slow down', () => {
  it("waits the server's Retry-After after a 429, in seconds", async () => {
    const { poll, poller } = setup([answered(429, '10'), pending], {
      classifyError: () => 'pending',
      maxAttempts: 100,
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(9999);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(2);
    // A pending answer: back to the interval.
    await vi.advanceTimersByTimeAsync(1000);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('reads Retry-After as an HTTP date, and never waits less than the interval', async () => {
    // HTTP dates have whole seconds.
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    const inFive = new Date(Date.now() + 5000).toUTCString();
    const { poll, poller } = setup([answered(503, inFive), answered(503, '0'), pending], {
      classifyError: () => 'pending',
      maxAttempts: 100,
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(4999);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(poll).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('caps a Retry-After at 5 minutes', async () => {
    expect(MAX_RETRY_AFTER_MS).toBe(300_000);
    const { poll, poller } = setup([answered(429, '86400'), pending], {
      classifyError: () => 'pending',
      maxAttempts: 100,
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(MAX_RETRY_AFTER_MS - 1);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('backs off exponentially with jitter on 5xx and network failures, up to 30 s', async () => {
    const randoms = [0, 0.999, 0, 0.5, 0, 0, 0, 0];
    const { poll, poller } = setup([answered(500)], {
      classifyError: () => 'pending',
      maxAttempts: 100,
      random: () => randoms.shift() ?? 0,
    });
    const times: number[] = [];
    poll.mockImplementation(async () => {
      times.push(Date.now());
      throw answered(times.length === 3 ? 0 : 502);
    });
    const start = Date.now();
    poller.start();
    await vi.advanceTimersByTimeAsync(200_000);
    const gaps = times.slice(1).map((time, index) => time - (times[index] ?? start));
    // Ceilings 2, 4, 8, 16, 32→30 s; each wait is between half its ceiling and the ceiling.
    expect(gaps.slice(0, 7)).toEqual([1000, 3998, 4000, 12000, 15000, 15000, 15000]);
    expect(MAX_BACKOFF_MS).toBe(30_000);
  });

  it('after a pending answer the back-off starts over', async () => {
    const { poll, poller } = setup(
      [answered(503), answered(503), pending, answered(503), pending],
      {
        classifyError: () => 'pending',
        maxAttempts: 100,
        random: () => 0,
      },
    );
    poller.start();
    // 0, +1 s, +2 s (pending), +1 s (503), +1 s.
    await vi.advanceTimersByTimeAsync(3000);
    expect(poll).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(poll).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1000);
    expect(poll).toHaveBeenCalledTimes(5);
  });

  it('a 4xx other than 429 counted as pending keeps the plain interval', async () => {
    const { poll, poller } = setup([answered(409)], {
      classifyError: () => 'pending',
      maxAttempts: 100,
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(poll).toHaveBeenCalledTimes(6);
  });

  it('pollNow waits out a Retry-After instead of asking early', async () => {
    const { poll, poller } = setup([answered(429, '10'), pending], {
      classifyError: () => 'pending',
      maxAttempts: 100,
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(5000);
    poller.pollNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('still counts every request against the limit', async () => {
    const { poll, poller, onExhausted } = setup([answered(429, '10')], {
      classifyError: () => 'pending',
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).toHaveBeenCalledTimes(5);
    expect(onExhausted).toHaveBeenCalledTimes(1);
  });
});

describe('createPoller: the browser offline', () => {
  it('polls nothing while offline, counted as a wait for the network, and at once when back online', async () => {
    const { connectivity, goOffline, goOnline } = fakeConnectivity();
    const network = createNetworkWaits(connectivity);
    const { poll, poller } = setup([pending], { network, maxAttempts: 1000 });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
    goOffline();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(network.count).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
    goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(network.count).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('offline at the start, it sends its first poll once the browser is back', async () => {
    const { connectivity, goOnline } = fakeConnectivity(false);
    const { poll, poller } = setup([pending], { network: createNetworkWaits(connectivity) });
    poller.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).not.toHaveBeenCalled();
    goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('shown again while offline, it still waits for the network', async () => {
    const { visibility, hide, show } = fakeVisibility();
    const { connectivity, goOffline, goOnline } = fakeConnectivity();
    const { poll, poller } = setup([pending], {
      visibility,
      network: createNetworkWaits(connectivity),
      maxAttempts: 1000,
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    goOffline();
    await vi.advanceTimersByTimeAsync(1000);
    hide();
    show();
    await vi.advanceTimersByTimeAsync(5000);
    expect(poll).toHaveBeenCalledTimes(1);
    goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('stopped while offline (the screen unmounted), it lets go and polls nothing when back', async () => {
    const { connectivity, listeners, goOffline, goOnline } = fakeConnectivity();
    const network = createNetworkWaits(connectivity);
    const { poll, poller } = setup([pending], { network, maxAttempts: 1000 });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    goOffline();
    await vi.advanceTimersByTimeAsync(1000);
    poller.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(network.count).toBe(0);
    expect(listeners.size).toBe(0);
    goOnline();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).toHaveBeenCalledTimes(1);
  });
});

describe('createPoller: a hidden tab', () => {
  it('polls nothing while hidden, and at once when shown again', async () => {
    const { visibility, hide, show } = fakeVisibility();
    const { poll, poller } = setup([pending], { visibility, maxAttempts: 1000 });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
    hide();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    show();
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('hidden through its turn, it checks at once when shown again', async () => {
    const { visibility, hide, show } = fakeVisibility();
    const { poll, poller } = setup([answered(429, '10'), answered(429, '10'), pending], {
      visibility,
      classifyError: () => 'pending',
      maxAttempts: 1000,
      random: () => 0,
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).toHaveBeenCalledTimes(2);
    hide();
    // Its turn comes at 20 s while hidden: nothing goes out.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).toHaveBeenCalledTimes(2);
    show();
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('shown again while the server still asks to wait, it asks only when that wait is over', async () => {
    const { visibility, hide, show } = fakeVisibility();
    const { poll, poller } = setup([answered(429, '10'), pending], {
      visibility,
      classifyError: () => 'pending',
      maxAttempts: 1000,
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    hide();
    await vi.advanceTimersByTimeAsync(3000);
    show();
    await vi.advanceTimersByTimeAsync(6999);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('a request in flight when the tab hides still ends the wait if it found the answer', async () => {
    const { visibility, hide } = fakeVisibility();
    const { poller, onDone } = setup([{ kind: 'done', value: 'ok' }], { visibility });
    poller.start();
    hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(onDone).toHaveBeenCalledWith('ok');
  });
});

describe('createPoller: settled is settled', () => {
  it('a pending answer that arrives after done changes nothing', async () => {
    const answers: Array<(outcome: PollOutcome<string>) => void> = [];
    const poll = vi.fn(() => new Promise<PollOutcome<string>>((resolve) => answers.push(resolve)));
    const onDone = vi.fn();
    const onPending = vi.fn();
    const origin = fakeOrigin();
    const poller = createPoller<string>({
      poll,
      intervalMs: 1000,
      maxAttempts: 10,
      onDone,
      onPending,
      onFailed: vi.fn(),
      sharedKey: 'push:ott',
      tabs: origin.tab(),
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    answers[0]!({ kind: 'done', value: 'APPROVED' });
    await vi.advanceTimersByTimeAsync(0);
    poller.pollNow();
    origin.tab().tell(tabChannelName('push:ott'));
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
    answers[0]!({ kind: 'pending' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onPending).not.toHaveBeenCalled();
  });

  it('stops within one tick: no timer, no listener, the request aborted', async () => {
    const { visibility, listeners } = fakeVisibility();
    const origin = fakeOrigin();
    let signal: AbortSignal | undefined;
    const poller = createPoller<string>({
      poll: (pollSignal) => {
        signal = pollSignal;
        return new Promise(() => {});
      },
      intervalMs: 1000,
      maxAttempts: 10,
      onDone: vi.fn(),
      onFailed: vi.fn(),
      visibility,
      sharedKey: 'k',
      tabs: origin.tab(),
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(listeners.size).toBe(1);
    expect(origin.listeners.size).toBe(1);
    poller.stop();
    expect(signal?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(listeners.size).toBe(0);
    expect(origin.listeners.size).toBe(0);
  });
});

describe('createPoller: the time limit', () => {
  it('makes its last check at the limit, then reports the wait exhausted', async () => {
    const { poll, poller, onExhausted } = setup([pending], {
      intervalMs: 3000,
      maxAttempts: Infinity,
      timeLimitMs: 10_000,
      delayFirst: true,
    });
    poller.start();
    expect(poller.remainingMs).toBe(10_000);
    await vi.advanceTimersByTimeAsync(9999);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(poller.remainingMs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(4);
    expect(onExhausted).toHaveBeenCalledTimes(1);
  });

  it('a Retry-After beyond the limit still ends the wait at the limit', async () => {
    const { poll, poller, onExhausted } = setup([answered(429, '60')], {
      classifyError: () => 'pending',
      maxAttempts: Infinity,
      timeLimitMs: 20_000,
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(onExhausted).toHaveBeenCalledTimes(1);
  });
});

describe('createPoller: tabs waiting on the same key', () => {
  function tabPoller(tabs: TabLink, visibility: Visibility, answers: PollOutcome<string>[]) {
    const poll = vi.fn(async () => (answers.length > 1 ? answers.shift()! : answers[0]!));
    const onDone = vi.fn();
    const poller = createPoller<string>({
      poll,
      intervalMs: 1000,
      maxAttempts: 600,
      onDone,
      onFailed: vi.fn(),
      visibility,
      tabs,
      sharedKey: 'email-checkpoint:ott-1',
    });
    return { poll, poller, onDone };
  }

  it('only one tab polls; when it finds the answer the other checks at once and finishes', async () => {
    const origin = fakeOrigin();
    const shared: PollOutcome<string>[] = [pending];
    const first = tabPoller(origin.tab(), fakeVisibility().visibility, shared);
    const second = tabPoller(origin.tab(), fakeVisibility().visibility, shared);
    first.poller.start();
    second.poller.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(first.poll).toHaveBeenCalledTimes(61);
    expect(second.poll).not.toHaveBeenCalled();
    shared.splice(0, 1, { kind: 'done', value: 'passed' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(first.onDone).toHaveBeenCalledWith('passed');
    expect(second.poll).toHaveBeenCalledTimes(1);
    expect(second.onDone).toHaveBeenCalledWith('passed');
  });

  it('a hidden leader hands over to a visible tab; shown again, it waits its turn', async () => {
    const origin = fakeOrigin();
    const firstTab = fakeVisibility();
    const first = tabPoller(origin.tab(), firstTab.visibility, [pending]);
    const second = tabPoller(origin.tab(), fakeVisibility().visibility, [pending]);
    first.poller.start();
    second.poller.start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(first.poll).toHaveBeenCalledTimes(3);
    firstTab.hide();
    await vi.advanceTimersByTimeAsync(1000);
    expect(second.poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(first.poll).toHaveBeenCalledTimes(3);
    expect(second.poll).toHaveBeenCalledTimes(11);
    firstTab.show();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(first.poll).toHaveBeenCalledTimes(3);
    expect(second.poll).toHaveBeenCalledTimes(21);
    // The leader's tab closes: the other takes over at once.
    second.poller.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(first.poll).toHaveBeenCalledTimes(4);
  });

  it('a tab told by checkWaitingTabs ("*") checks once, without taking the lead', async () => {
    const origin = fakeOrigin();
    const leader = tabPoller(origin.tab(), fakeVisibility().visibility, [pending]);
    const other = tabPoller(origin.tab(), fakeVisibility().visibility, [pending]);
    leader.poller.start();
    other.poller.start();
    await vi.advanceTimersByTimeAsync(0);
    origin.tab().tell('*');
    await vi.advanceTimersByTimeAsync(0);
    expect(other.poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(other.poll).toHaveBeenCalledTimes(1);
    leader.poller.stop();
    other.poller.stop();
  });

  it('never names the key itself to other tabs', async () => {
    const told: string[] = [];
    const tabs: TabLink = {
      lead: (_name, _signal, onLead) => onLead(),
      tell: (name) => told.push(name),
      listen: (name) => {
        told.push(name);
        return () => {};
      },
    };
    const { poller } = tabPoller(tabs, fakeVisibility().visibility, [{ kind: 'done', value: 'x' }]);
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(told).toHaveLength(2);
    for (const name of told) expect(name).not.toContain('ott-1');
    expect(told[0]).toBe(tabChannelName('email-checkpoint:ott-1'));
  });
});
