import type { Clock } from './clock';
import { untilAborted } from './untilAborted';

/** One piece of work's time limit, joined to the caller's own signal. */
export interface Deadline {
  /** Aborts when the caller's signal aborts or the time runs out: hand it to the work. */
  readonly signal: AbortSignal;
  /** True once the time ran out; false while it runs, and after the caller's own abort. */
  readonly expired: boolean;
  /** Settles like `work`, or rejects with the signal's reason as soon as it aborts, even if `work` ignores it. */
  race<T>(work: Promise<T>): Promise<T>;
  /** Stops the timer and lets go of the caller's signal; call it once the work has settled. */
  clear(): void;
}

/**
 * Starts a time limit of `ms` on the clock. Running out aborts `signal` with a `TimeoutError`
 * DOMException (like `AbortSignal.timeout`, which cannot take an injected clock); the caller's
 * abort aborts it with the caller's reason. Nothing is left behind after `clear()`.
 */
export function startDeadline(ms: number, clock: Clock, callerSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  let expired = false;
  let timer: unknown;
  const stopTimer = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };
  const onCallerAbort = () => {
    // The caller's abort comes first: it can no longer turn into a timeout.
    stopTimer();
    controller.abort(callerSignal?.reason);
  };
  if (callerSignal?.aborted) {
    onCallerAbort();
  } else {
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    timer = clock.setTimeout(() => {
      timer = undefined;
      expired = true;
      callerSignal?.removeEventListener('abort', onCallerAbort);
      controller.abort(new DOMException('The time limit ran out.', 'TimeoutError'));
    }, ms);
  }
  const { signal } = controller;
  return {
    signal,
    get expired() {
      return expired;
    },
    race: (work) => untilAborted(work, signal),
    clear() {
      stopTimer();
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
