import { describe, expect, it } from 'vitest';
import { baseMessages as defaultMessages } from '../messages/baseMessages';
import { formatMessage } from '../messages/formatMessage';
import { CaptchaError, isCaptchaError } from './captchaErrors';

const shown = (error: CaptchaError) =>
  formatMessage(defaultMessages[error.messageKey], error.messageValues);

describe('CaptchaError', () => {
  it.each([
    [
      'failedToLoad',
      'Captcha verification failed to load. See our FAQ page or refresh the page and try again.',
    ],
    ['timedOut', 'Captcha verification timed out. Please try again.'],
    ['notInitialised', 'Captcha not initialized. Please refresh the page and try again.'],
  ] as const)('%s shows the SPEC.md §8 text', (kind, text) => {
    const error = new CaptchaError(kind);
    expect(error.kind).toBe(kind);
    expect(error.code).toBeUndefined();
    expect(shown(error)).toBe(text);
  });

  it('shows a vendor error with its code', () => {
    const error = new CaptchaError('vendor', '110200');
    expect(error.code).toBe('110200');
    expect(shown(error)).toBe(
      'Captcha verification failed (error 110200). Please refresh the page and try again.',
    );
  });

  it('is an Error and is recognised by its guard', () => {
    const error = new CaptchaError('timedOut');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CaptchaError');
    expect(isCaptchaError(error)).toBe(true);
    expect(isCaptchaError(new Error('x'))).toBe(false);
    expect(isCaptchaError({ kind: 'timedOut' })).toBe(false);
  });
});
