import { CaptchaError } from '@gatehouse-auth/core/internal/captcha/captchaErrors';
import type { CaptchaScript } from './captchaScript';
import type { CaptchaVendor } from './useVendorWidget';

/** What a Turnstile widget is given at render (Cloudflare's explicit-render parameters we set). */
interface TurnstileParameters {
  sitekey: string;
  execution: 'execute';
  appearance: 'interaction-only';
  retry: 'never';
  'refresh-expired': 'never';
  'refresh-timeout': 'never';
  'response-field': false;
  callback: (token: string) => void;
  'error-callback': (code: string) => void;
  'expired-callback': () => void;
  'timeout-callback': () => void;
}

/** The part of Cloudflare's `window.turnstile` (explicit render) the widget uses. */
interface Turnstile {
  render(container: HTMLElement, parameters: TurnstileParameters): string | null | undefined;
  execute(widgetId: string): void;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

/** Cloudflare's Turnstile script. */
export const TURNSTILE_SCRIPT: CaptchaScript = {
  vendor: 'Turnstile',
  id: 'gh-turnstile-script',
  url: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
  callbackName: 'gatehouseTurnstileLoaded',
  global: 'turnstile',
};

/** Cloudflare Turnstile, rendered through turnstile's explicit-render calls. */
export const turnstileVendor: CaptchaVendor<Turnstile> = {
  script: TURNSTILE_SCRIPT,
  idPrefix: 'gh-turnstile-',
  render(turnstile, holder, siteKey, settle) {
    try {
      const id = turnstile.render(holder, {
        sitekey: siteKey,
        // Invisible until Turnstile needs the user, and runs only when asked. Retries are ours
        // (SPEC.md §8), so the widget's own retry and refreshes are off. No hidden response
        // field inside the host's form.
        execution: 'execute',
        appearance: 'interaction-only',
        retry: 'never',
        'refresh-expired': 'never',
        'refresh-timeout': 'never',
        'response-field': false,
        callback: (token) => settle(token),
        // Turnstile reports a bad site key at render, before any run: the next run rejects with it.
        'error-callback': (code) => settle(new CaptchaError('vendor', String(code)), true),
        // A run always asks for a fresh token, so an expired one needs nothing.
        'expired-callback': () => {},
        'timeout-callback': () => settle(new CaptchaError('timedOut'), true),
      });
      return id
        ? {
            execute: () => turnstile.execute(id),
            reset: () => turnstile.reset(id),
            remove: () => turnstile.remove(id),
          }
        : undefined;
    } catch {
      // Turnstile throws for a parameter it refuses (a malformed site key), after logging why.
      return undefined;
    }
  },
};
