import { vi } from 'vitest';

/** One request the code under test made; the test answers it when it wants to. */
export interface ControlledCall {
  url: string;
  method: string;
  body: BodyInit | null | undefined;
  headers: Headers;
  signal: AbortSignal | null | undefined;
  answered: boolean;
  resolve(response: Response): void;
  reject(error: unknown): void;
}

/**
 * A fetch whose answers the test gives by hand, in any order, so in-flight states, double
 * clicks and late answers can be seen. `honourAbort: false` keeps a request pending after its
 * signal aborts, as a server that already answered would.
 */
export function controlledFetch({ honourAbort = true } = {}) {
  const calls: ControlledCall[] = [];
  const spy = vi.fn(
    (input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init.signal;
        if (honourAbort) {
          if (signal?.aborted) return reject(signal.reason);
          signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        }
        calls.push({
          url: String(input),
          method: init.method ?? 'GET',
          body: init.body,
          headers: new Headers(init.headers),
          signal,
          answered: false,
          resolve,
          reject,
        });
      }),
  );
  /** Answers the oldest request still waiting. */
  const answerNext = (response: Response) => {
    const call = calls.find((c) => !c.answered);
    if (!call) throw new Error('no request is waiting');
    call.answered = true;
    call.resolve(response);
  };
  return { fetch: spy as unknown as typeof globalThis.fetch, spy, calls, answerNext };
}
