import { vi } from 'vitest';

/** What one execute of the fake does: give a token, or report a Turnstile error code. */
export type FakeAttempt = { token: string } | { error: string };

interface TurnstileParams {
  sitekey: string;
  callback?: (token: string) => void;
  'error-callback'?: (code: string) => unknown;
  [key: string]: unknown;
}

/**
 * A stand-in for Cloudflare's `window.turnstile` (explicit render). Each execute answers the
 * next attempt, asynchronously like the vendor.
 */
export function installTurnstile(attempts: FakeAttempt[] = []) {
  const widgets = new Map<string, { container: HTMLElement; params: TurnstileParams }>();
  let next = 0;
  const find = (target?: string | HTMLElement) =>
    [...widgets.entries()].find(([id, widget]) => id === target || widget.container === target);
  const fake = {
    attempts,
    params: () => [...widgets.values()].at(-1)?.params,
    ready: vi.fn((callback: () => void) => callback()),
    render: vi.fn((container: string | HTMLElement, params: TurnstileParams) => {
      const id = `fake-widget-${(next += 1)}`;
      widgets.set(id, { container: container as HTMLElement, params });
      return id;
    }),
    execute: vi.fn((target: string | HTMLElement) => {
      const widget = find(target)?.[1];
      const attempt = attempts.shift() ?? { token: 'fake-turnstile-token' };
      setTimeout(() => {
        if ('token' in attempt) widget?.params.callback?.(attempt.token);
        else widget?.params['error-callback']?.(attempt.error);
      }, 1);
    }),
    reset: vi.fn(),
    remove: vi.fn((target: string | HTMLElement) => {
      const found = find(target);
      if (found) widgets.delete(found[0]);
    }),
    getResponse: vi.fn(() => undefined),
    isExpired: vi.fn(() => false),
  };
  Object.assign(window, { turnstile: fake });
  return fake;
}

interface RecaptchaParams {
  sitekey: string;
  size?: string;
  badge?: string;
  callback?: (token: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: () => void;
}

/** A stand-in for Google's `window.grecaptcha` (v2, explicit render). */
export function installRecaptcha(attempts: Array<{ token: string } | { error: true }> = []) {
  const widgets: RecaptchaParams[] = [];
  const fake = {
    render: vi.fn((_container: HTMLElement, params: RecaptchaParams) => widgets.push(params) - 1),
    execute: vi.fn((id: number) => {
      const attempt = attempts.shift() ?? { token: 'fake-recaptcha-token' };
      setTimeout(() => {
        if ('token' in attempt) widgets[id]?.callback?.(attempt.token);
        else widgets[id]?.['error-callback']?.();
      }, 1);
    }),
    reset: vi.fn(),
    getResponse: vi.fn(() => ''),
    params: () => widgets.at(-1),
  };
  Object.assign(window, { grecaptcha: fake });
  return fake;
}

/** The reCAPTCHA <script> the widget added, if any. */
export const recaptchaScript = () =>
  document.querySelector<HTMLScriptElement>('script[src^="https://www.google.com/recaptcha/"]');

/** The Turnstile <script> the widget added, if any. */
export const turnstileScript = () =>
  document.querySelector<HTMLScriptElement>(
    'script[src^="https://challenges.cloudflare.com/turnstile/"]',
  );

/**
 * Plays a vendor's api.js arriving: its global appears, then it calls the function its URL's
 * `onload` parameter names, as the real scripts do once render() works.
 */
function arrive<Fake>(script: HTMLScriptElement | null, install: () => Fake): Fake {
  if (!script) throw new Error('No vendor script was added.');
  const fake = install();
  const onload = new URL(script.src).searchParams.get('onload') ?? '';
  (window as unknown as Record<string, () => void>)[onload]?.();
  return fake;
}

/** Google's api.js arriving at the <script> the widget added. */
export const loadRecaptchaScript = (attempts: Array<{ token: string } | { error: true }> = []) =>
  arrive(recaptchaScript(), () => installRecaptcha(attempts));

/** Cloudflare's api.js arriving at the <script> the widget added. */
export const loadTurnstileScript = (attempts: FakeAttempt[] = []) =>
  arrive(turnstileScript(), () => installTurnstile(attempts));

/** Forgets every vendor global and script tag, so the next test loads from scratch. */
export function removeCaptchaVendors() {
  Reflect.deleteProperty(window, 'turnstile');
  Reflect.deleteProperty(window, 'grecaptcha');
  turnstileScript()?.remove();
  recaptchaScript()?.remove();
}
