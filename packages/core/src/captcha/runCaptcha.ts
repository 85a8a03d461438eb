import type { CaptchaAnswer, CaptchaType } from '../api/login';
import type { Clock } from '../runtime/clock';
import { untilAborted } from '../runtime/untilAborted';
import { CaptchaError } from './captchaErrors';
import { turnstileErrorAction } from './turnstileErrors';
import { MAX_TURNSTILE_RETRIES, waitForReady } from './waitForReady';

/** One rendered vendor widget, as the attempt logic sees it (the React widgets implement it). */
export interface CaptchaWidget {
  /** The vendor script is loaded and the widget rendered. */
  isReady(): boolean;
  /** The vendor script could not be loaded. */
  loadFailed(): boolean;
  /** One challenge: the token, or a CaptchaError. Each call gets a fresh token. */
  run(): Promise<string>;
  /** Drops the widget's token, so the next run starts a new challenge. */
  reset(): void;
}

export interface RunCaptchaOptions {
  type: CaptchaType;
  clock?: Clock | undefined;
  /** Aborted when the form goes away: nothing waits or retries after that. */
  signal?: AbortSignal | undefined;
}

/**
 * A token for one submit (SPEC.md §4, §8, §9): waits up to 10 s for the widget, then runs the
 * challenge, retrying a retryable Turnstile error at most twice. Rejects with a CaptchaError
 * whose text the form shows; nothing goes to error monitoring. The widget is reset after a
 * failure, so the next attempt always starts on a fresh challenge.
 */
export async function runCaptcha(
  widget: CaptchaWidget,
  { type, clock, signal }: RunCaptchaOptions,
): Promise<CaptchaAnswer> {
  await waitForReady(() => widget.isReady(), {
    clock,
    signal,
    failure: () => (widget.loadFailed() ? new CaptchaError('failedToLoad') : undefined),
  });
  for (let retries = 0; ; retries += 1) {
    try {
      return { token: await untilAborted(widget.run(), signal), type };
    } catch (cause) {
      if (signal?.aborted) throw signal.reason;
      const error = cause instanceof CaptchaError ? cause : new CaptchaError('failedToLoad');
      widget.reset();
      const retryable =
        type === 'TURNSTILE' &&
        error.kind === 'vendor' &&
        error.code !== undefined &&
        turnstileErrorAction(error.code) === 'retry';
      if (!retryable || retries >= MAX_TURNSTILE_RETRIES) throw error;
    }
  }
}
