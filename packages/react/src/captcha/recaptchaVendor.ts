import { CaptchaError } from '@gatehouse-auth/core/internal/captcha/captchaErrors';
import type { CaptchaScript } from './captchaScript';
import type { CaptchaVendor } from './useVendorWidget';

/** What a reCAPTCHA v2 widget is given at render (Google's explicit-render parameters). */
interface RecaptchaParameters {
  sitekey: string;
  size: 'invisible';
  badge: 'inline';
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

/** The part of Google's `window.grecaptcha` (v2, explicit render) the widget uses. */
interface Grecaptcha {
  render(container: HTMLElement, parameters: RecaptchaParameters): number;
  execute(widgetId: number): void;
  reset(widgetId: number): void;
}

/** Google's reCAPTCHA v2 script. */
export const RECAPTCHA_SCRIPT: CaptchaScript = {
  vendor: 'reCAPTCHA',
  id: 'gh-recaptcha-script',
  url: 'https://www.google.com/recaptcha/api.js',
  callbackName: 'gatehouseRecaptchaLoaded',
  global: 'grecaptcha',
};

/** Google reCAPTCHA v2 (invisible), rendered through grecaptcha's explicit-render calls. */
export const recaptchaVendor: CaptchaVendor<Grecaptcha> = {
  script: RECAPTCHA_SCRIPT,
  render(grecaptcha, holder, siteKey, settle) {
    const id = grecaptcha.render(holder, {
      sitekey: siteKey,
      size: 'invisible',
      badge: 'inline',
      callback: (token) => settle(token || new CaptchaError('timedOut')),
      // A run always asks for a fresh token, so an expired one needs nothing.
      'expired-callback': () => {},
      // Google's error callback means "usually network connectivity" and passes no reason.
      'error-callback': () => settle(new CaptchaError('failedToLoad')),
    });
    return { execute: () => grecaptcha.execute(id), reset: () => grecaptcha.reset(id) };
  },
  // reCAPTCHA calls nothing when the user closes its picture challenge; without this a submit
  // would wait for ever. Its challenge frame's box turns hidden when closed.
  watch(waiting, abandon) {
    const observer = new MutationObserver(() => {
      if (!waiting()) return;
      const frame = document.querySelector<HTMLIFrameElement>(
        'iframe[src*="/recaptcha/"][src*="bframe"]',
      );
      const box = frame?.closest<HTMLElement>('body > div');
      if (box && box.style.visibility === 'hidden') abandon();
    });
    observer.observe(document.body, {
      attributes: true,
      attributeFilter: ['style'],
      subtree: true,
    });
    return () => observer.disconnect();
  },
};
