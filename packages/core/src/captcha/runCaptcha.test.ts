import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptchaError } from './captchaErrors';
import { runCaptcha, type CaptchaWidget } from './runCaptcha';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A widget whose attempts answer in turn: a string is a token, a code is a vendor error. */
function widget(attempts: Array<string | CaptchaError>, ready = true) {
  const state = { ready, failed: false };
  const fake = {
    isReady: () => state.ready,
    loadFailed: () => state.failed,
    run: vi.fn(async () => {
      const next = attempts.shift();
      if (next === undefined) throw new Error('no more attempts');
      if (next instanceof CaptchaError) throw next;
      return next;
    }),
    reset: vi.fn(),
  } satisfies CaptchaWidget;
  return { fake, state };
}

const vendor = (code: string) => new CaptchaError('vendor', code);

async function failure(promise: Promise<unknown>): Promise<CaptchaError> {
  const outcome = await promise.then(
    () => 'resolved',
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(CaptchaError);
  return outcome as CaptchaError;
}

describe('runCaptcha', () => {
  it('answers the token with the captcha type', async () => {
    const { fake } = widget(['token-1']);
    await expect(runCaptcha(fake, { type: 'TURNSTILE' })).resolves.toEqual({
      token: 'token-1',
      type: 'TURNSTILE',
    });
    expect(fake.reset).not.toHaveBeenCalled();
  });

  it('retries a retryable Turnstile error twice, resetting before each retry', async () => {
    const { fake } = widget([vendor('300010'), vendor('600010'), 'token-3']);
    await expect(runCaptcha(fake, { type: 'TURNSTILE' })).resolves.toEqual({
      token: 'token-3',
      type: 'TURNSTILE',
    });
    expect(fake.run).toHaveBeenCalledTimes(3);
    expect(fake.reset).toHaveBeenCalledTimes(2);
  });

  it('gives up after two retries with the last error', async () => {
    const { fake } = widget([vendor('300010'), vendor('300010'), vendor('110600'), 'never']);
    const error = await failure(runCaptcha(fake, { type: 'TURNSTILE' }));
    expect(error.code).toBe('110600');
    expect(fake.run).toHaveBeenCalledTimes(3);
  });

  it.each(['110200', '100000', '999999'])('does not retry %s', async (code) => {
    const { fake } = widget([vendor(code), 'never']);
    const error = await failure(runCaptcha(fake, { type: 'TURNSTILE' }));
    expect(error).toMatchObject({ kind: 'vendor', code });
    expect(fake.run).toHaveBeenCalledTimes(1);
    expect(fake.reset).toHaveBeenCalledTimes(1);
  });

  it('never retries reCAPTCHA', async () => {
    const { fake } = widget([new CaptchaError('failedToLoad'), 'never']);
    expect((await failure(runCaptcha(fake, { type: 'RECAPTCHA_V2' }))).kind).toBe('failedToLoad');
    expect(fake.run).toHaveBeenCalledTimes(1);
  });

  it('turns an unexpected exception into failedToLoad', async () => {
    const { fake } = widget([]);
    expect((await failure(runCaptcha(fake, { type: 'TURNSTILE' }))).kind).toBe('failedToLoad');
  });

  it('waits for the widget, then runs it', async () => {
    const { fake, state } = widget(['late-token'], false);
    const result = runCaptcha(fake, { type: 'TURNSTILE' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fake.run).not.toHaveBeenCalled();
    state.ready = true;
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toEqual({ token: 'late-token', type: 'TURNSTILE' });
  });

  it('times out when the widget is never ready', async () => {
    const { fake } = widget(['never'], false);
    const result = failure(runCaptcha(fake, { type: 'TURNSTILE' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await result).kind).toBe('timedOut');
    expect(fake.run).not.toHaveBeenCalled();
  });

  it('fails to load as soon as the script fails', async () => {
    const { fake, state } = widget(['never'], false);
    const result = failure(runCaptcha(fake, { type: 'TURNSTILE' }));
    state.failed = true;
    await vi.advanceTimersByTimeAsync(100);
    expect((await result).kind).toBe('failedToLoad');
  });

  it('stops waiting for an attempt when aborted', async () => {
    const controller = new AbortController();
    const fake: CaptchaWidget = {
      isReady: () => true,
      loadFailed: () => false,
      run: () => new Promise(() => {}),
      reset: vi.fn(),
    };
    const result = runCaptcha(fake, { type: 'TURNSTILE', signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(0);
    controller.abort(new DOMException('gone', 'AbortError'));
    expect(await result).toMatchObject({ name: 'AbortError' });
  });
});
