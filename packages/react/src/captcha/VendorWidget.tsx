import { CaptchaError } from '@gatehouse/core/forms';
import { type CaptchaWidget } from '@gatehouse/core/internal';
import { forwardRef, useEffect, useId, useImperativeHandle, useRef } from 'react';
import { loadCaptchaScript, type CaptchaScript } from './captchaScript';

/**
 * How a vendor's callbacks end the run waiting on the widget: with a token, or with the error to
 * reject it with. An error that arrives with no run waiting is dropped, unless `keep` holds it
 * for the next run.
 */
export type Settle = (outcome: string | CaptchaError, keep?: boolean) => void;

/** One widget the vendor rendered, as a run, a reset and the removal reach it. */
export interface RenderedWidget {
  execute(): void;
  reset(): void;
  remove?(): void;
}

/** What the widget needs to know of one captcha vendor's explicit-render API. */
export interface CaptchaVendor<Api = unknown> {
  script: CaptchaScript;
  /** The prefix of the container's id, unique per widget; no id without it. */
  idPrefix?: string;
  /**
   * Renders an invisible, execute-on-demand widget into `holder`. Undefined when the vendor
   * rendered none: the widget then never becomes ready, and a run ends as a timeout.
   */
  render(api: Api, holder: HTMLElement, siteKey: string, settle: Settle): RenderedWidget | undefined;
  /** Watches the page for a challenge the user closed without the vendor telling; returns the stop. */
  watch?(waiting: () => boolean, abandon: () => void): () => void;
}

/** What Captcha renders for its vendor; it hands the attempt logic a CaptchaWidget. */
export interface VendorWidgetProps {
  vendor: CaptchaVendor;
  siteKey: string;
  nonce: string | undefined;
}

interface Pending {
  resolve: (token: string) => void;
  reject: (error: CaptchaError) => void;
}

/**
 * One captcha widget, for any vendor: loads the vendor's script once per page (with the host's
 * nonce) by loadCaptchaScript, renders through the vendor's explicit-render calls once the
 * element is mounted, and runs one challenge per run(), always for a fresh token.
 */
export const VendorWidget = /* @__PURE__ */ forwardRef<CaptchaWidget, VendorWidgetProps>(function VendorWidget({ vendor, siteKey, nonce }, ref) {
  const container = useRef<HTMLDivElement>(null);
  // Two widgets on one page (login and sign-up) each have an element id of their own.
  const uniqueId = useId().replace(/[^\w-]/g, '');
  const state = useRef({
    widget: undefined as RenderedWidget | undefined,
    failed: false,
    used: false,
    pending: undefined as Pending | undefined,
    // An error reported with no run waiting, kept for the next run (Turnstile reports a bad site key at render).
    early: undefined as CaptchaError | undefined,
  }).current;

  // Hands the waiting run, if any, its outcome; a later callback finds none.
  const settle: Settle = (outcome, keep) => {
    const { pending } = state;
    state.pending = undefined;
    if (outcome instanceof CaptchaError) {
      if (pending) pending.reject(outcome);
      else if (keep) state.early = outcome;
    } else pending?.resolve(outcome);
  };
  const abandon = () => settle(new CaptchaError('timedOut'));

  useEffect(() => {
    let active = true;
    let holder: HTMLDivElement | undefined;
    state.failed = false;
    loadCaptchaScript(vendor.script, nonce).then(
      (api) => {
        if (!active || !container.current) return;
        // render() fills an empty element of its own; React owns the container and leaves this child be.
        holder = document.createElement('div');
        container.current.appendChild(holder);
        state.widget = vendor.render(api, holder, siteKey, settle);
      },
      () => {
        if (active) state.failed = true;
      },
    );
    return () => {
      active = false;
      const { widget } = state;
      state.widget = undefined;
      state.used = false;
      state.early = undefined;
      // The removed widget calls nothing back: a run still waiting on it ends now.
      abandon();
      widget?.remove?.();
      holder?.remove();
    };
  }, [vendor, siteKey, nonce, state]);

  useEffect(() => vendor.watch?.(() => state.pending !== undefined, abandon), [vendor, state]);

  useImperativeHandle(
    ref,
    () => ({
      isReady: () => state.widget !== undefined,
      loadFailed: () => state.failed,
      run: () =>
        new Promise<string>((resolve, reject) => {
          const { widget, early } = state;
          if (!widget) return reject(new CaptchaError('notInitialised'));
          state.early = undefined;
          if (early) return reject(early);
          abandon();
          // A token is used once: a widget that already gave one starts a new challenge.
          if (state.used) widget.reset();
          state.used = true;
          state.pending = { resolve, reject };
          widget.execute();
        }),
      reset: () => {
        state.used = false;
        state.early = undefined;
        state.widget?.reset();
      },
    }),
    [state],
  );

  return <div ref={container} id={vendor.idPrefix && vendor.idPrefix + uniqueId} className="gh-captcha__widget" />;
});
