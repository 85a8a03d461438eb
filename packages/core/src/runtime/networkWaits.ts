import { whenOnline, type Connectivity } from './connectivity';

/**
 * The calls that wait for the browser to be back online, counted: a widget shows its offline
 * notice while any of its client's calls wait (`count > 0`).
 */
export interface NetworkWaits {
  /** The browser's word, from the connectivity port. */
  isOnline(): boolean;
  /**
   * Resolves at once while online, else once the browser is back online, counted among the
   * waits until then; rejects with the signal's reason as soon as it aborts.
   */
  untilOnline(signal?: AbortSignal): Promise<void>;
  /** How many waits are on now. */
  readonly count: number;
  /** Calls `listener` whenever `count` changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createNetworkWaits(connectivity: Connectivity): NetworkWaits {
  let count = 0;
  const listeners = new Set<() => void>();
  const change = (by: number) => {
    count += by;
    for (const listener of [...listeners]) listener();
  };
  return {
    isOnline: () => connectivity.isOnline(),
    async untilOnline(signal) {
      if (connectivity.isOnline() || signal?.aborted) return whenOnline(connectivity, signal);
      change(1);
      try {
        await whenOnline(connectivity, signal);
      } finally {
        change(-1);
      }
    },
    get count() {
      return count;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
