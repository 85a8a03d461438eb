import { CaptchaError } from '@gatehouse/core/forms';
import { type CaptchaWidget } from '@gatehouse/core/internal';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import type { CaptchaWidgetProps } from './Captcha';
import { loadCaptchaScript, type CaptchaScript } from './captchaScript';

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

interface Pending {
  resolve: (token: string) => void;
  reject: (error: CaptchaError) => void;
}

/**
 * Google reCAPTCHA v2 (invisible), rendered through grecaptcha's explicit-render calls; loaded
 * only when a reCAPTCHA captcha renders. Google's script is added once per page, with the host's
 * nonce, by loadCaptchaScript.
 */
export const RecaptchaWidget = /* @__PURE__ */ forwardRef<CaptchaWidget, CaptchaWidgetProps>(function RecaptchaWidget({ siteKey, nonce }, ref) {
  const container = useRef<HTMLDivElement>(null);
  const state = useRef({
    widget: undefined as { grecaptcha: Grecaptcha; id: number } | undefined,
    failed: false,
    used: false,
    pending: undefined as Pending | undefined,
  }).current;

  // Hands the waiting run, if any, its outcome; a later callback finds none and does nothing.
  const settle = (outcome: (pending: Pending) => void) => {
    const { pending } = state;
    state.pending = undefined;
    if (pending) outcome(pending);
  };
  const abandon = () => settle((pending) => pending.reject(new CaptchaError('timedOut')));

  useEffect(() => {
    let active = true;
    let holder: HTMLDivElement | undefined;
    state.failed = false;
    loadCaptchaScript<Grecaptcha>(RECAPTCHA_SCRIPT, nonce).then(
      (grecaptcha) => {
        if (!active || !container.current) return;
        // render() fills an empty element of its own; React owns the container and leaves this child be.
        holder = document.createElement('div');
        container.current.appendChild(holder);
        const id = grecaptcha.render(holder, {
          sitekey: siteKey,
          size: 'invisible',
          badge: 'inline',
          callback: (token) => settle((pending) => (token ? pending.resolve(token) : pending.reject(new CaptchaError('timedOut')))),
          // A run always asks for a fresh token, so an expired one needs nothing.
          'expired-callback': () => {},
          // Google's error callback means "usually network connectivity" and passes no reason.
          'error-callback': () => settle((pending) => pending.reject(new CaptchaError('failedToLoad'))),
        });
        state.widget = { grecaptcha, id };
      },
      () => {
        if (active) state.failed = true;
      },
    );
    return () => {
      active = false;
      state.widget = undefined;
      state.used = false;
      abandon();
      holder?.remove();
    };
  }, [siteKey, nonce, state]);

  // reCAPTCHA calls nothing when the user closes its picture challenge; without this a submit
  // would wait for ever. Its challenge frame's box turns hidden when closed.
  useEffect(() => {
    const observer = new MutationObserver(() => {
      if (!state.pending) return;
      const frame = document.querySelector<HTMLIFrameElement>('iframe[src*="/recaptcha/"][src*="bframe"]');
      const box = frame?.closest<HTMLElement>('body > div');
      if (box && box.style.visibility === 'hidden') abandon();
    });
    observer.observe(document.body, { attributes: true, attributeFilter: ['style'], subtree: true });
    return () => observer.disconnect();
  }, [state]);

  useImperativeHandle(
    ref,
    () => ({
      isReady: () => state.widget !== undefined,
      loadFailed: () => state.failed,
      run: () =>
        new Promise<string>((resolve, reject) => {
          const { widget } = state;
          if (!widget) return reject(new CaptchaError('notInitialised'));
          abandon();
          // A token is used once: a widget that already gave one starts a new challenge.
          if (state.used) widget.grecaptcha.reset(widget.id);
          state.used = true;
          state.pending = { resolve, reject };
          widget.grecaptcha.execute(widget.id);
        }),
      reset: () => {
        state.used = false;
        const { widget } = state;
        widget?.grecaptcha.reset(widget.id);
      },
    }),
    [state],
  );

  return <div ref={container} className="gh-captcha__widget" />;
});
