import type { Clock } from '@gatehouse-auth/core';

/**
 * A clock whose time moves only when a test, a story's play function or a person at the console
 * moves it. Give it to the widgets (`config.clock`) and to the mock API (`clock` in the handler
 * options): every poll, countdown, request time limit and mock latency then happens in a known
 * number of steps, however fast or loaded the machine is. Apart from its start, nothing here
 * reads the real time. Framework-free: node tests, browser tests and stories share it.
 */
export interface ManualClock extends Clock {
  /** How long until each timer that is set (not yet fired or cleared) falls due, soonest first. */
  pending(): number[];
  /**
   * Moves time `ms` forward. Each timer that falls due on the way fires in order, at its own
   * time; one set by a callback on the way fires too if it falls due before the end. After each
   * callback the promise chains it started get a turn, as they would between real timers.
   */
  advance(ms: number): Promise<void>;
  /**
   * Resolves once a timer that falls due within `ms` is set (at once if one is): the code
   * under test is now waiting on time, not on an answer. Waits on events, never on real time.
   */
  waitForTimer(ms: number): Promise<void>;
  /**
   * Waits for a timer that falls due within `withinMs` (see `waitForTimer`), then moves time to
   * it and fires it, with any other timer due at that moment. Answers how far time moved.
   * Timers further off (a request's time limit, say) stay set.
   */
  runNext(withinMs: number): Promise<number>;
}

interface Timer {
  due: number;
  /** Order of setting: timers due at the same moment fire in the order they were set. */
  order: number;
  callback: () => void;
}

/**
 * One turn of the event loop: promise chains started by a callback run before the next timer
 * fires. A message, not a timer: browsers throttle timers in background pages, and the real
 * timers may be faked.
 */
function nextTurn(): Promise<void> {
  if (typeof MessageChannel !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** A `ManualClock` whose time starts at `start` (ms since the epoch; default: the real time now). */
export function createManualClock(start: number = Date.now()): ManualClock {
  let now = start;
  let lastId = 0;
  const timers = new Map<number, Timer>();
  const waiters = new Set<{ within: number; resolve: () => void }>();

  const soonest = (until: number): [number, Timer] | undefined => {
    let found: [number, Timer] | undefined;
    for (const entry of timers) {
      const timer = entry[1];
      if (timer.due > until) continue;
      if (
        !found ||
        timer.due < found[1].due ||
        (timer.due === found[1].due && timer.order < found[1].order)
      )
        found = entry;
    }
    return found;
  };

  const wakeWaiters = () => {
    for (const waiter of waiters) {
      if (soonest(now + waiter.within)) {
        waiters.delete(waiter);
        waiter.resolve();
      }
    }
  };

  const fire = (id: number, timer: Timer) => {
    timers.delete(id);
    now = Math.max(now, timer.due);
    timer.callback();
  };

  const clock: ManualClock = {
    now: () => now,
    setTimeout(callback, ms) {
      lastId += 1;
      // Like the browser's: a negative or missing delay means "as soon as possible".
      const delay = Number.isFinite(ms) && ms > 0 ? ms : 0;
      timers.set(lastId, { due: now + delay, order: lastId, callback });
      wakeWaiters();
      return lastId;
    },
    clearTimeout(handle) {
      if (typeof handle === 'number') timers.delete(handle);
    },
    pending: () => [...timers.values()].map((timer) => timer.due - now).sort((a, b) => a - b),
    async advance(ms) {
      const end = now + Math.max(0, ms);
      for (let next = soonest(end); next; next = soonest(end)) {
        fire(...next);
        await nextTurn();
      }
      now = end;
      wakeWaiters();
    },
    waitForTimer(within) {
      if (soonest(now + within)) return Promise.resolve();
      return new Promise((resolve) => waiters.add({ within, resolve }));
    },
    async runNext(within) {
      await clock.waitForTimer(within);
      const from = now;
      const next = soonest(now + within);
      if (!next) return 0;
      const at = next[1].due;
      await clock.advance(at - now);
      return at - from;
    },
  };
  return clock;
}
