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
 * A stand-in for Cloudflare's `window.turnstile`, driven the way @marsidev/react-turnstile
 * drives the real one. Each execute answers the next attempt, asynchronously like the vendor.
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
  window.turnstile = fake as unknown as NonNullable<Window['turnstile']>;
  return fake;
}

interface RecaptchaParams {
  sitekey: string;
  size?: string;
  callback?: (token: string) => void;
  'error-callback'?: () => void;
}

declare global {
  interface Window {
    grecaptcha?: unknown;
  }
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
  window.grecaptcha = fake;
  return fake;
}

/** Forgets every vendor global and script tag, so the next test loads from scratch. */
export function removeCaptchaVendors() {
  delete window.turnstile;
  delete window.grecaptcha;
  document.getElementById('cf-turnstile-script')?.remove();
}
