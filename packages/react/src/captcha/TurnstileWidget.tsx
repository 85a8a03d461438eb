import { CaptchaError } from '@gatehouse/core/forms';
import { type CaptchaWidget } from '@gatehouse/core/internal';
import { Turnstile, type TurnstileInstance } from '@marsidev/react-turnstile';
import { forwardRef, useId, useImperativeHandle, useMemo, useRef } from 'react';
import type { CaptchaWidgetProps } from './Captcha';

// Invisible until Turnstile needs the user; runs only when asked; retries are ours (SPEC.md §8),
// so the widget's own retry and refreshes are off. No hidden response field inside the form.
const options = {
  execution: 'execute',
  appearance: 'interaction-only',
  retry: 'never',
  refreshExpired: 'never',
  refreshTimeout: 'never',
  responseField: false,
} as const;

interface Pending {
  resolve: (token: string) => void;
  reject: (error: CaptchaError) => void;
}

/** Cloudflare Turnstile through @marsidev/react-turnstile; loaded only when a Turnstile captcha renders. */
export const TurnstileWidget = /* @__PURE__ */ forwardRef<CaptchaWidget, CaptchaWidgetProps>(function TurnstileWidget({ siteKey, nonce }, ref) {
  const instance = useRef<TurnstileInstance | undefined>(undefined);
  // Two widgets on one page (login and sign-up) must not share the library's default element id.
  const id = `gh-turnstile-${useId().replace(/[^\w-]/g, '')}`;
  const state = useRef({
    ready: false,
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

  const scriptOptions = useMemo(
    () => ({
      nonce,
      onError: () => {
        state.failed = true;
        settle(new CaptchaError('failedToLoad'));
      },
    }),
    // `state` and `settle` only touch the ref's object, which never changes.
    [nonce],
  );

  useImperativeHandle(
    ref,
    () => ({
      isReady: () => state.ready && instance.current !== undefined,
      loadFailed: () => state.failed,
      run: () =>
        new Promise<string>((resolve, reject) => {
          const widget = instance.current;
          if (!widget) return reject(new CaptchaError('notInitialised'));
          if (state.early) {
            const error = state.early;
            state.early = undefined;
            return reject(error);
          }
          state.pending?.reject(new CaptchaError('timedOut'));
          // A token is used once: a widget that already gave one starts a new challenge.
          if (state.used) widget.reset();
          state.used = true;
          state.pending = { resolve, reject };
          widget.execute();
        }),
      reset: () => {
        state.used = false;
        state.early = undefined;
        instance.current?.reset();
      },
    }),
    [state],
  );

  return (
    <Turnstile
      ref={instance}
      id={id}
      className="gh-captcha__widget"
      siteKey={siteKey}
      options={options}
      scriptOptions={scriptOptions}
      onWidgetLoad={() => {
        state.ready = true;
      }}
      onSuccess={(token) => settle(undefined, token)}
      onError={(code) => settle(new CaptchaError('vendor', String(code)))}
      onTimeout={() => settle(new CaptchaError('timedOut'))}
    />
  );
});
