import { sleep, systemClock, type Clock } from '../runtime/clock';

export interface RetryOptions {
  /** Default 10. */
  attempts?: number;
  /** Default 1000 ms. */
  delayMs?: number;
  /** HTTP statuses that mean "not yet": default [202]. */
  retryOn?: readonly number[];
  clock?: Clock;
  signal?: AbortSignal | undefined;
}

export class RetryLimitError extends Error {
  // Declared and set in the constructor, like GatehouseError's.
  declare readonly name: 'RetryLimitError';
  declare readonly attempts: number;

  constructor(attempts: number) {
    super(`Still pending after ${attempts} attempts`);
    this.name = 'RetryLimitError';
    this.attempts = attempts;
  }
}

/**
 * The generic retried request of SPEC.md §9: calls `send` until its status is not one of
 * `retryOn`, waiting `delayMs` between attempts, at most `attempts` times.
 */
export async function retriedRequest<R extends { status: number }>(
  send: (signal: AbortSignal | undefined) => Promise<R>,
  {
    attempts = 10,
    delayMs = 1000,
    retryOn = [202],
    clock = systemClock,
    signal,
  }: RetryOptions = {},
): Promise<R> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await send(signal);
    if (!retryOn.includes(result.status)) return result;
    if (attempt >= attempts) throw new RetryLimitError(attempts);
    await sleep(delayMs, signal, clock);
  }
}
