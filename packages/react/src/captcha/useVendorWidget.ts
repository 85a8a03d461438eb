'use client';

import type { CaptchaWidget } from '@gatehouse-auth/core/internal';
import { CaptchaError } from '@gatehouse-auth/core/internal/captcha/captchaErrors';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
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
  render(
    api: Api,
    holder: HTMLElement,
    siteKey: string,
    settle: Settle,
  ): RenderedWidget | undefined;
  /** Watches the page for a challenge the user closed without the vendor telling; returns the stop. */
  watch?(waiting: () => boolean, abandon: () => void): () => void;
}

interface Pending {
  resolve: (token: string) => void;
  reject: (error: CaptchaError) => void;
}

/**
 * One widget's state, the CaptchaWidget the attempt logic drives it through, and the mount and
 * watch the hook's effects run; only these functions touch the state.
 */
function createWidget() {
  const state = {
    rendered: undefined as RenderedWidget | undefined,
    failed: false,
    used: false,
    pending: undefined as Pending | undefined,
    // An error reported with no run waiting, kept for the next run (Turnstile reports a bad site key at render).
    early: undefined as CaptchaError | undefined,
  };
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
  const widget: CaptchaWidget = {
    isReady: () => state.rendered !== undefined,
    loadFailed: () => state.failed,
    run: () =>
      new Promise<string>((resolve, reject) => {
        const { rendered, early } = state;
        if (!rendered) return reject(new CaptchaError('notInitialised'));
        state.early = undefined;
        if (early) return reject(early);
        abandon();
        // A token is used once: a widget that already gave one starts a new challenge.
        if (state.used) rendered.reset();
        state.used = true;
        state.pending = { resolve, reject };
        rendered.execute();
      }),
    reset: () => {
      state.used = false;
      state.early = undefined;
      state.rendered?.reset();
    },
  };
  /** Renders into `container` once the vendor's script is here; returns the widget's removal. */
  const mount = (
    vendor: CaptchaVendor,
    siteKey: string,
    nonce: string | undefined,
    container: RefObject<HTMLDivElement | null>,
  ) => {
    let active = true;
    let holder: HTMLDivElement | undefined;
    state.failed = false;
    loadCaptchaScript(vendor.script, nonce).then(
      (api) => {
        if (!active || !container.current) return;
        // render() fills an empty element of its own; React owns the container and leaves this child be.
        holder = document.createElement('div');
        container.current.appendChild(holder);
        state.rendered = vendor.render(api, holder, siteKey, settle);
      },
      () => {
        if (active) state.failed = true;
      },
    );
    return () => {
      active = false;
      const { rendered } = state;
      state.rendered = undefined;
      state.used = false;
      state.early = undefined;
      // The removed widget calls nothing back: a run still waiting on it ends now.
      abandon();
      rendered?.remove?.();
      holder?.remove();
    };
  };
  const watch = (vendor: CaptchaVendor) =>
    vendor.watch?.(() => state.pending !== undefined, abandon);
  return { widget, mount, watch };
}

/** The element a vendor renders into, and the widget in it. */
export interface VendorWidget {
  container: RefObject<HTMLDivElement | null>;
  /** The container's id, unique per widget, for a vendor that wants one. */
  id: string | undefined;
  widget: CaptchaWidget;
}

/**
 * One captcha widget, for any vendor: once its container is mounted, loads the vendor's script
 * once per page (with the host's nonce) by loadCaptchaScript and renders through the vendor's
 * explicit-render calls; each run is one challenge, always for a fresh token. No vendor, no
 * script and no widget (a captcha without a usable configuration).
 */
export function useVendorWidget(
  vendor: CaptchaVendor | undefined,
  siteKey: string,
  nonce: string | undefined,
): VendorWidget {
  const container = useRef<HTMLDivElement>(null);
  // Two widgets on one page (login and sign-up) each have an element id of their own.
  const uniqueId = useId().replace(/[^\w-]/g, '');
  const [{ widget, mount, watch }] = useState(createWidget);

  useEffect(
    () => (vendor ? mount(vendor, siteKey, nonce, container) : undefined),
    [vendor, siteKey, nonce, mount],
  );
  useEffect(() => (vendor ? watch(vendor) : undefined), [vendor, watch]);

  return { container, id: vendor?.idPrefix && vendor.idPrefix + uniqueId, widget };
}
