/** One at a time: each turn starts once the one before it has ended (modals, one on the page). */
export interface Turns {
  /**
   * Runs `run` when its turn comes; the turn ends when the promise it returns settles. A turn
   * whose signal aborts while it waits leaves the queue and rejects with the signal's reason.
   */
  take<T>(run: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

export function createTurns(): Turns {
  let busy = false;
  const waiting: Array<() => void> = [];
  const pass = () => {
    const next = waiting.shift();
    if (next) next();
    else busy = false;
  };
  return {
    take<T>(run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (signal?.aborted) {
          reject(signal.reason);
          return;
        }
        const drop = () => {
          const index = waiting.indexOf(start);
          if (index >= 0) waiting.splice(index, 1);
          reject(signal?.reason);
        };
        function start() {
          signal?.removeEventListener('abort', drop);
          let work: Promise<T>;
          try {
            work = run();
          } catch (error) {
            work = Promise.reject(error);
          }
          work.then(resolve, reject).finally(pass);
        }
        if (!busy) {
          busy = true;
          start();
          return;
        }
        waiting.push(start);
        signal?.addEventListener('abort', drop, { once: true });
      });
    },
  };
}
