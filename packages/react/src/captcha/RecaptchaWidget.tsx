import { CaptchaError } from '@gatehouse/core/forms';
import { type CaptchaWidget } from '@gatehouse/core/internal';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import type { CaptchaWidgetProps } from './Captcha';

interface ScriptState {
  loaded?: boolean;
  errored?: boolean;
}

/**
 * Google reCAPTCHA v2 (invisible) through react-google-recaptcha; loaded only when a reCAPTCHA
 * captcha renders. Its script nonce comes from `window.recaptchaOptions`, set by Captcha.tsx
 * before this module loads.
 */
export const RecaptchaWidget = /* @__PURE__ */ forwardRef<CaptchaWidget, CaptchaWidgetProps>(function RecaptchaWidget({ siteKey }, ref) {
  const recaptcha = useRef<ReCAPTCHA>(null);
  const state = useRef({ ready: false, failed: false, used: false, cancel: undefined as (() => void) | undefined }).current;

  // reCAPTCHA calls nothing when the user closes its picture challenge; without this a submit
  // would wait for ever. Its challenge frame's box turns hidden when closed.
  useEffect(() => {
    const observer = new MutationObserver(() => {
      if (!state.cancel) return;
      const frame = document.querySelector<HTMLIFrameElement>('iframe[src*="/recaptcha/"][src*="bframe"]');
      const box = frame?.closest<HTMLElement>('body > div');
      if (box && box.style.visibility === 'hidden') state.cancel();
    });
    observer.observe(document.body, { attributes: true, attributeFilter: ['style'], subtree: true });
    return () => observer.disconnect();
  }, [state]);

  useImperativeHandle(
    ref,
    () => ({
      isReady: () => state.ready && recaptcha.current !== null,
      loadFailed: () => state.failed,
      run: () =>
        new Promise<string>((resolve, reject) => {
          const widget = recaptcha.current;
          if (!widget) return reject(new CaptchaError('notInitialised'));
          state.cancel?.();
          // A token is used once: a widget that already gave one starts a new challenge.
          if (state.used) widget.reset();
          state.used = true;
          let settled = false;
          const finish = (outcome: () => void) => {
            if (settled) return;
            settled = true;
            state.cancel = undefined;
            outcome();
          };
          state.cancel = () => finish(() => reject(new CaptchaError('timedOut')));
          widget.executeAsync().then(
            (token) => finish(() => (token ? resolve(token) : reject(new CaptchaError('timedOut')))),
            // Its error callback means "usually network connectivity" (the library passes no reason).
            () => finish(() => reject(new CaptchaError('failedToLoad'))),
          );
        }),
      reset: () => {
        state.used = false;
        recaptcha.current?.reset();
      },
    }),
    [state],
  );

  return (
    <ReCAPTCHA
      ref={recaptcha}
      className="gh-captcha__widget"
      sitekey={siteKey}
      size="invisible"
      badge="inline"
      asyncScriptOnLoad={(script?: ScriptState) => {
        if (script?.errored) state.failed = true;
        else state.ready = true;
      }}
      // Handled through executeAsync; given so the library does not resolve a null token on expiry.
      onExpired={() => {}}
      onErrored={() => {}}
    />
  );
});
