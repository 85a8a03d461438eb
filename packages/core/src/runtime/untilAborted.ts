/**
 * Settles like `work`, or rejects with the signal's reason as soon as it aborts, even when
 * `work` itself ignores the signal. Listeners are removed once it settles.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      // The work's own late rejection has nobody to reach.
      work.catch(() => undefined);
      reject(signal.reason);
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
