import { CaptchaError } from '@gatehouse/core/forms';
import { type CaptchaWidget } from '@gatehouse/core/internal';
import { forwardRef, useEffect, useId, useImperativeHandle, useRef } from 'react';
import type { CaptchaWidgetProps } from './Captcha';
import { loadCaptchaScript, type CaptchaScript } from './captchaScript';

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

interface Pending {
  resolve: (token: string) => void;
  reject: (error: CaptchaError) => void;
}

/**
 * Cloudflare Turnstile, rendered through turnstile's explicit-render calls; loaded only when a
 * Turnstile captcha renders. Cloudflare's script is added once per page, with the host's nonce,
 * by loadCaptchaScript.
 */
export const TurnstileWidget = /* @__PURE__ */ forwardRef<CaptchaWidget, CaptchaWidgetProps>(function TurnstileWidget({ siteKey, nonce }, ref) {
  const container = useRef<HTMLDivElement>(null);
  // Two widgets on one page (login and sign-up) each have an element id of their own.
  const id = `gh-turnstile-${useId().replace(/[^\w-]/g, '')}`;
  const state = useRef({
    widget: undefined as { turnstile: Turnstile; id: string } | undefined,
    failed: false,
    used: false,
    pending: undefined as Pending | undefined,
    // An error Turnstile reported with no run waiting (a bad site key fails at render).
    early: undefined as CaptchaError | undefined,
  }).current;

  const settle = (error: CaptchaError | undefined, token?: string) => {
    const { pending } = state;
    state.pending = undefined;
    if (!pending) {
      if (error) state.early = error;
      return;
    }
    if (error) pending.reject(error);
    else pending.resolve(token ?? '');
  };

  useEffect(() => {
    let active = true;
    let holder: HTMLDivElement | undefined;
    state.failed = false;
    loadCaptchaScript<Turnstile>(TURNSTILE_SCRIPT, nonce).then(
      (turnstile) => {
        if (!active || !container.current) return;
        // render() fills an empty element of its own; React owns the container and leaves this child be.
        holder = document.createElement('div');
        container.current.appendChild(holder);
        let widgetId: string | null | undefined;
        try {
          widgetId = turnstile.render(holder, {
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
            callback: (token) => settle(undefined, token),
            'error-callback': (code) => settle(new CaptchaError('vendor', String(code))),
            // A run always asks for a fresh token, so an expired one needs nothing.
            'expired-callback': () => {},
            'timeout-callback': () => settle(new CaptchaError('timedOut')),
          });
        } catch {
          // Turnstile throws for a parameter it refuses (a malformed site key), after logging why.
          // The widget never becomes ready, so a run ends as a timeout.
          return;
        }
        if (widgetId) state.widget = { turnstile, id: widgetId };
      },
      () => {
        if (active) state.failed = true;
      },
    );
    return () => {
      active = false;
      const { widget, pending } = state;
      state.widget = undefined;
      state.used = false;
      state.early = undefined;
      state.pending = undefined;
      // The removed widget calls nothing back: a run still waiting on it ends now.
      pending?.reject(new CaptchaError('timedOut'));
      widget?.turnstile.remove(widget.id);
      holder?.remove();
    };
  }, [siteKey, nonce, state]);

  useImperativeHandle(
    ref,
    () => ({
      isReady: () => state.widget !== undefined,
      loadFailed: () => state.failed,
      run: () =>
        new Promise<string>((resolve, reject) => {
          const { widget } = state;
          if (!widget) return reject(new CaptchaError('notInitialised'));
          if (state.early) {
            const error = state.early;
            state.early = undefined;
            return reject(error);
          }
          state.pending?.reject(new CaptchaError('timedOut'));
          // A token is used once: a widget that already gave one starts a new challenge.
          if (state.used) widget.turnstile.reset(widget.id);
          state.used = true;
          state.pending = { resolve, reject };
          widget.turnstile.execute(widget.id);
        }),
      reset: () => {
        state.used = false;
        state.early = undefined;
        const { widget } = state;
        widget?.turnstile.reset(widget.id);
      },
    }),
    [state],
  );

  return <div ref={container} id={id} className="gh-captcha__widget" />;
});
