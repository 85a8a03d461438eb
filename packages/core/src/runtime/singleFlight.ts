import { isAbortError } from '../errors/gatehouseError';
import type { Lifetime } from './lifetime';

/**
 * One call at a time in each run of a lifetime: a double click sends one request. A new run
 * (a restart, or a start after dispose) is free at once, and the old run's answer is ignored.
 */
export interface SingleFlight {
  /** A call started in the current run is on its way. */
  readonly busy: boolean;
  /**
   * Calls `work` with the run's signal, unless a call is on its way or the run has ended. Its
   * answer goes to `done`, a failure of either to `failed`; neither is called once the run has
   * ended. A call aborted while the run goes on (a closed modal, a browser's cancel) is no
   * failure: it goes to `aborted`, if given. Resolves what `done` returned, else undefined.
   *
   * `work` also gets the action's key, for a call that makes the server send something (the
   * `Idempotency-Key` header, API.md §7): a new one per action, the same one again while the
   * last call got no answer (a network failure, a time-out, an abort), since trying again is
   * then the same action and the server must not send twice.
   */
  run<T, R = void>(
    work: (signal: AbortSignal, key: string) => Promise<T>,
    done: (value: T) => R,
    failed: (cause: unknown) => void,
    aborted?: (cause: unknown) => void,
  ): Promise<R | undefined>;
}

/**
 * An action's `Idempotency-Key`: 128 random bits from the platform's random source, which every
 * context has (randomUUID needs a secure one); never Math.random.
 */
export const newIdempotencyKey = (): string => crypto.getRandomValues(new Uint32Array(4)).join('-');

export function createSingleFlight(life: Lifetime): SingleFlight {
  let running: AbortSignal | undefined;
  let key: string | undefined;
  return {
    get busy() {
      return running === life.signal;
    },
    async run(work, done, failed, aborted) {
      const { signal } = life;
      if (running === signal || signal.aborted) return;
      running = signal;
      try {
        const value = await work(signal, (key ??= newIdempotencyKey()));
        key = undefined;
        if (!signal.aborted) return done(value);
      } catch (cause) {
        // An answer has a status; a failure without one (status 0, an abort) keeps the key.
        if ((cause as { status?: number } | null)?.status) key = undefined;
        if (signal.aborted) return;
        if (isAbortError(cause)) aborted?.(cause);
        else failed(cause);
      } finally {
        if (running === signal) running = undefined;
      }
    },
  };
}
