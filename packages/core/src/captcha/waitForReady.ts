import { systemClock, type Clock } from '../runtime/clock';
import { CaptchaError } from './captchaErrors';

/** SPEC.md §9: the captcha gets up to 10 s to be ready, checked every 100 ms. */
export const CAPTCHA_READY_TIMEOUT_MS = 10_000;
export const CAPTCHA_READY_CHECK_MS = 100;
/** SPEC.md §9: a retryable Turnstile error is retried at most twice. */
export const MAX_TURNSTILE_RETRIES = 2;

export interface WaitForReadyOptions {
  clock?: Clock | undefined;
  signal?: AbortSignal | undefined;
  /** A load failure known before the time is up (the vendor script did not load). */
  failure?: (() => CaptchaError | undefined) | undefined;
  timeoutMs?: number;
  intervalMs?: number;
}

/**
 * Resolves once `isReady()` holds, checking at once and then every 100 ms on the clock; rejects
 * with `timedOut` when it still does not hold at 10 s, or at once with a known load failure.
 */
export function waitForReady(
  isReady: () => boolean,
  options: WaitForReadyOptions = {},
): Promise<void> {
  const {
    clock = systemClock,
    signal,
    failure,
    timeoutMs = CAPTCHA_READY_TIMEOUT_MS,
    intervalMs = CAPTCHA_READY_CHECK_MS,
  } = options;
  // Counted in checks, not read from the clock: elapsed time is exactly checks × interval.
  const lastCheck = Math.ceil(timeoutMs / intervalMs);
  return new Promise((resolve, reject) => {
    let handle: unknown;
    const onAbort = () => {
      clock.clearTimeout(handle);
      reject(signal?.reason);
    };
    const finish = (outcome: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const check = (checks: number) => {
      if (isReady()) return finish(resolve);
      const failed = failure?.();
      if (failed) return finish(() => reject(failed));
      if (checks >= lastCheck) return finish(() => reject(new CaptchaError('timedOut')));
      handle = clock.setTimeout(() => check(checks + 1), intervalMs);
    };
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    check(0);
  });
}
