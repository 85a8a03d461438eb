import type { Client } from '../api/client';
import { getLoginPasskeyOptions } from '../api/passkey';
import type {
  PasskeyAssertion,
  PasskeyCeremony,
  PasskeyRequestOptions,
} from '../api/passkeyOptions';
import { isAbortError } from '../errors/gatehouseError';

/** SPEC.md §9: the conditional prompt refreshes every max(timeout, 5000) − 500 ms. */
export const PASSKEY_AUTOFILL_MIN_TIMEOUT_MS = 5000;
export const PASSKEY_AUTOFILL_REFRESH_MARGIN_MS = 500;

export function passkeyAutofillRefreshMs(timeout: number | undefined): number {
  const lifetime = Math.max(
    Number.isFinite(timeout) ? (timeout as number) : 0,
    PASSKEY_AUTOFILL_MIN_TIMEOUT_MS,
  );
  return lifetime - PASSKEY_AUTOFILL_REFRESH_MARGIN_MS;
}

export interface PasskeyAutofillOptions {
  client: Client;
  ceremony: PasskeyCeremony;
  /**
   * The user picked a passkey from the email field's autofill (`options`: the request it
   * answered). The autofill has stopped.
   */
  onAssertion(
    assertion: PasskeyAssertion,
    passkeyOptionsId: string,
    options: PasskeyRequestOptions,
  ): void;
  /** The options call or the ceremony failed (not an abort). The autofill has stopped. */
  onError(error: unknown): void;
}

export interface PasskeyAutofill {
  start(): void;
  /** Aborts the pending conditional request and any refresh; safe to call twice. */
  stop(): void;
  readonly running: boolean;
}

/**
 * Passkey autofill (conditional mediation) on the login's email field: fetch options, leave a
 * conditional request pending, and renew it before the server's challenge expires.
 */
export function createPasskeyAutofill({
  client,
  ceremony,
  onAssertion,
  onError,
}: PasskeyAutofillOptions): PasskeyAutofill {
  const { clock } = client.config;
  let round: AbortController | null = null;
  let refresh: unknown = null;

  const clearRefresh = () => {
    if (refresh !== null) clock.clearTimeout(refresh);
    refresh = null;
  };

  async function run(controller: AbortController) {
    const { signal } = controller;
    try {
      const { options, passkeyOptionsId } = await getLoginPasskeyOptions(client, signal);
      if (signal.aborted) return;
      refresh = clock.setTimeout(() => {
        refresh = null;
        if (round !== controller) return;
        controller.abort();
        next();
      }, passkeyAutofillRefreshMs(options.timeout));
      const assertion = await ceremony(options, { conditional: true, signal });
      if (signal.aborted || round !== controller) return;
      stop();
      onAssertion(assertion, passkeyOptionsId, options);
    } catch (error) {
      if (signal.aborted || round !== controller || isAbortError(error)) return;
      stop();
      onError(error);
    }
  }

  function next() {
    const controller = new AbortController();
    round = controller;
    void run(controller);
  }

  function stop() {
    clearRefresh();
    round?.abort();
    round = null;
  }

  return {
    start: () => {
      if (round) return;
      next();
    },
    stop,
    get running() {
      return round !== null;
    },
  };
}
