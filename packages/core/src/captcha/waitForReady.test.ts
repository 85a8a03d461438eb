import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Clock } from '../runtime/clock';
import { CaptchaError } from './captchaErrors';
import {
  CAPTCHA_READY_CHECK_MS,
  CAPTCHA_READY_TIMEOUT_MS,
  MAX_TURNSTILE_RETRIES,
  waitForReady,
} from './waitForReady';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Settles the promise into a plain value the test can look at. */
function track(promise: Promise<void>) {
  const outcome: { value: 'pending' | 'ready' | unknown } = { value: 'pending' };
  promise.then(
    () => (outcome.value = 'ready'),
    (error: unknown) => (outcome.value = error),
  );
  return outcome;
}

describe('waitForReady', () => {
  it('has the SPEC.md §9 constants', () => {
    expect(CAPTCHA_READY_TIMEOUT_MS).toBe(10_000);
    expect(CAPTCHA_READY_CHECK_MS).toBe(100);
    expect(MAX_TURNSTILE_RETRIES).toBe(2);
  });

  it('resolves at once when already ready, without a timer', async () => {
    const outcome = track(waitForReady(() => true));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome.value).toBe('ready');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('checks every 100 ms', async () => {
    const isReady = vi.fn(() => false);
    void waitForReady(isReady).catch(() => {});
    expect(isReady).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(isReady).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(isReady).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(isReady).toHaveBeenCalledTimes(12);
  });

  it('resolves when the widget becomes ready at 9.9 s', async () => {
    let ready = false;
    const outcome = track(waitForReady(() => ready));
    await vi.advanceTimersByTimeAsync(9_850);
    ready = true;
    await vi.advanceTimersByTimeAsync(49);
    expect(outcome.value).toBe('pending');
    await vi.advanceTimersByTimeAsync(1); // the 9.9 s check
    expect(outcome.value).toBe('ready');
  });

  it('rejects with timedOut when still not ready at 10 s, and stops checking', async () => {
    const isReady = vi.fn(() => false);
    const outcome = track(waitForReady(isReady));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(outcome.value).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.value).toBeInstanceOf(CaptchaError);
    expect((outcome.value as CaptchaError).kind).toBe('timedOut');
    expect(isReady).toHaveBeenCalledTimes(101);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(isReady).toHaveBeenCalledTimes(101);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects at the next check with a known load failure', async () => {
    let failed = false;
    const outcome = track(
      waitForReady(() => false, {
        failure: () => (failed ? new CaptchaError('failedToLoad') : undefined),
      }),
    );
    await vi.advanceTimersByTimeAsync(300);
    failed = true;
    await vi.advanceTimersByTimeAsync(100);
    expect((outcome.value as CaptchaError).kind).toBe('failedToLoad');
  });

  it('uses the injected clock for every timer', async () => {
    const delays: number[] = [];
    const clock: Clock = {
      now: () => 0,
      setTimeout: (callback, ms) => {
        delays.push(ms);
        return globalThis.setTimeout(callback, ms);
      },
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
    void waitForReady(() => false, { clock }).catch(() => {});
    await vi.advanceTimersByTimeAsync(10_000);
    expect(delays).toHaveLength(100);
    expect(new Set(delays)).toEqual(new Set([100]));
  });

  it('stops and rejects with the reason when aborted', async () => {
    const controller = new AbortController();
    const isReady = vi.fn(() => false);
    const outcome = track(waitForReady(isReady, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(250);
    controller.abort(new Error('gone'));
    await vi.advanceTimersByTimeAsync(0);
    expect((outcome.value as Error).message).toBe('gone');
    expect(vi.getTimerCount()).toBe(0);
    const calls = isReady.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(isReady).toHaveBeenCalledTimes(calls);
  });
});
