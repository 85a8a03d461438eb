import { isAbortError } from '../errors/gatehouseError';
import { systemClock, type Clock } from './clock';

/** What one poll found: keep waiting, finished, or a failure that ends the polling. */
export type PollOutcome<T> =
  { kind: 'pending' } | { kind: 'done'; value: T } | { kind: 'failed'; error: unknown };

export interface PollerOptions<T> {
  /** One poll. Its errors are handed to `classifyError`. */
  poll: (signal: AbortSignal) => Promise<PollOutcome<T>>;
  /** Errors that are not fatal count as pending (SPEC.md §7: "non-fatal errors treated as pending"). */
  classifyError?: (error: unknown) => 'pending' | 'fatal';
  intervalMs: number;
  /** Attempts before `onExhausted`; Infinity polls until done or stopped. */
  maxAttempts: number;
  onDone: (value: T) => void;
  onFailed: (error: unknown) => void;
  onExhausted?: () => void;
  /** After each pending answer, with the number of polls so far. */
  onPending?: (attempts: number) => void;
  /** The first poll waits one interval instead of going at once. */
  delayFirst?: boolean;
  clock?: Clock;
}

export interface Poller {
  start(): void;
  /** Polls now instead of at the next tick (e.g. the user came back to the tab). */
  pollNow(): void;
  /** Stops for good: no request starts and no callback runs afterwards. */
  stop(): void;
  readonly attempts: number;
}

/**
 * Polls one request at a time, `intervalMs` after the previous answer, up to `maxAttempts`.
 * Every poll SPEC.md names (email checkpoint, profiler, push, face match, email verification)
 * is this with its own numbers.
 */
export function createPoller<T>(options: PollerOptions<T>): Poller {
  const clock = options.clock ?? systemClock;
  const classify = options.classifyError ?? (() => 'fatal' as const);
  let attempts = 0;
  let timer: unknown;
  let inFlight: AbortController | null = null;
  let running = false;

  function schedule() {
    clock.clearTimeout(timer);
    if (!running) return;
    if (attempts >= options.maxAttempts) {
      running = false;
      options.onExhausted?.();
      return;
    }
    timer = clock.setTimeout(tick, options.intervalMs);
  }

  async function tick() {
    if (!running || inFlight) return;
    clock.clearTimeout(timer);
    attempts += 1;
    const controller = new AbortController();
    inFlight = controller;
    let outcome: PollOutcome<T>;
    try {
      outcome = await options.poll(controller.signal);
    } catch (error) {
      outcome =
        isAbortError(error) || classify(error) === 'pending'
          ? { kind: 'pending' }
          : { kind: 'failed', error };
    } finally {
      if (inFlight === controller) inFlight = null;
    }
    if (!running || controller.signal.aborted) return;
    switch (outcome.kind) {
      case 'done':
        running = false;
        options.onDone(outcome.value);
        return;
      case 'failed':
        running = false;
        options.onFailed(outcome.error);
        return;
      case 'pending':
        options.onPending?.(attempts);
        schedule();
        return;
      default: {
        const unreachable: never = outcome;
        return unreachable;
      }
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      attempts = 0;
      if (options.delayFirst) schedule();
      else void tick();
    },
    pollNow() {
      if (running && !inFlight) void tick();
    },
    stop() {
      running = false;
      clock.clearTimeout(timer);
      inFlight?.abort();
      inFlight = null;
    },
    get attempts() {
      return attempts;
    },
  };
}
