import type { captchaMessages } from '../messages/captchaMessages';

export type CaptchaErrorKind = 'failedToLoad' | 'timedOut' | 'notInitialised' | 'vendor';

export type CaptchaMessageKey = keyof typeof captchaMessages;

const messageKeys: Record<CaptchaErrorKind, CaptchaMessageKey> = {
  failedToLoad: 'captcha.failedToLoad',
  timedOut: 'captcha.timedOut',
  notInitialised: 'captcha.notInitialised',
  vendor: 'captcha.vendorError',
};

/**
 * Why no captcha token came back. Carries the key of the text to show (and its values), so a
 * form can show it without importing any captcha code. Never holds a token.
 */
export class CaptchaError extends Error {
  override readonly name: 'CaptchaError';
  readonly kind: CaptchaErrorKind;
  /** The vendor's error code (Turnstile), for `vendor` errors. */
  readonly code: string | undefined;
  readonly messageKey: CaptchaMessageKey;
  readonly messageValues: Record<string, string>;

  constructor(kind: CaptchaErrorKind, code?: string) {
    super(code === undefined ? `captcha ${kind}` : `captcha ${kind} (${code})`);
    this.name = 'CaptchaError';
    this.kind = kind;
    this.code = code;
    this.messageKey = messageKeys[kind];
    this.messageValues = code === undefined ? {} : { code };
  }
}

export function isCaptchaError(value: unknown): value is CaptchaError {
  return value instanceof CaptchaError;
}
