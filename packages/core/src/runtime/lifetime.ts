/**
 * The abort-controller lifecycle of a controller or store: one signal per run, renewed by a
 * start after dispose (StrictMode's remount), aborted by dispose, swapped at once by a restart.
 */
export interface Lifetime {
  /** The current run's signal; aborted once the run ends. */
  readonly signal: AbortSignal;
  /** Begins a new run if the current one has ended; true when it did, false while one runs. */
  renew(): boolean;
  /** Ends the current run and begins the next: whatever the old signal guarded is dropped. */
  restart(): void;
  /** Ends the current run: every call it guards is aborted and its answers are ignored. */
  end(): void;
}

export function createLifetime(): Lifetime {
  let controller = new AbortController();
  return {
    get signal() {
      return controller.signal;
    },
    renew() {
      if (!controller.signal.aborted) return false;
      controller = new AbortController();
      return true;
    },
    restart() {
      controller.abort();
      controller = new AbortController();
    },
    end() {
      controller.abort();
    },
  };
}
