/**
 * Whether the browser has a network, behind an interface, so calls can wait for it and tests
 * can fake it. The browser's word is a hint: online may still mean no route to the server.
 */
export interface Connectivity {
  /** False while the browser says it has no network (`navigator.onLine`). */
  isOnline(): boolean;
  /** Calls `listener` whenever the browser goes online or offline; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The browser's `navigator.onLine` and its `online`/`offline` events; always online on the server. */
export const browserConnectivity: Connectivity = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  subscribe: (listener) => {
    if (typeof window === 'undefined') return () => {};
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
};

/**
 * Resolves at once while online, else as soon as the browser is back online; rejects with the
 * signal's reason as soon as it aborts. Nothing is left subscribed once it settles.
 */
export function whenOnline(connectivity: Connectivity, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    if (connectivity.isOnline()) {
      resolve();
      return;
    }
    const settle = (done: () => void) => {
      unsubscribe();
      signal?.removeEventListener('abort', onAbort);
      done();
    };
    const onAbort = () => settle(() => reject(signal?.reason));
    const unsubscribe = connectivity.subscribe(() => {
      if (connectivity.isOnline()) settle(resolve);
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
