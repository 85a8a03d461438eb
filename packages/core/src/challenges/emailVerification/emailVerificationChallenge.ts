import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Client } from '../../api/client';
import { getOneTimeTokenStatus, type OneTimeTokenProperties } from '../../api/oneTimeToken';
import { asGatehouseError, type GatehouseError, isAbortError } from '../../errors/gatehouseError';
import { createLifetime } from '../../runtime/lifetime';
import { createPoller, type Poller } from '../../runtime/poller';
import { resendVerificationEmail } from './emailVerificationCalls';

/** SPEC.md §9: the token status is read every 3 s while the user opens the email. */
export const EMAIL_VERIFICATION_POLL_INTERVAL_MS = 3000;

export interface EmailVerificationState {
  /** SPEC.md §4's three resend states: nothing sent yet, sent again, or the resend failed. */
  resend: 'untriggered' | 'success' | 'failure';
  /** A resend is on its way: the button is busy and a second click sends nothing. */
  resending: boolean;
}

export interface EmailVerificationChallengeOptions {
  client: Client;
  ott: string;
  /** The token no longer asks for EMAIL_VERIFICATION first. */
  onVerified: () => void;
  /** Reading the token status failed: polling has stopped. */
  onFailed: (error: GatehouseError) => void;
}

export interface EmailVerificationChallenge extends StoreApi<EmailVerificationState> {
  /** Starts (or, after dispose, restarts) the status polling. */
  start(): void;
  resend(): void;
  /** Stops polling and any resend in flight; nothing is requested afterwards. */
  dispose(): void;
}

/** True while the first required challenge's primary is still email verification. */
export function awaitsEmailVerification(properties: OneTimeTokenProperties): boolean {
  const required = (properties.challenges ?? []).find((entry) => entry.required !== false);
  return required?.primaryChallenge.type === 'EMAIL_VERIFICATION';
}

function asError(cause: unknown): GatehouseError {
  return asGatehouseError(cause);
}

/**
 * EMAIL_VERIFICATION: the user opens a link sent by email, somewhere else. The page learns of
 * it by reading the token status every 3 s; the first error ends the polling.
 */
export function createEmailVerificationChallenge(
  options: EmailVerificationChallengeOptions,
): EmailVerificationChallenge {
  const { client, ott } = options;
  const store = createStore<EmailVerificationState>()(() => ({
    resend: 'untriggered',
    resending: false,
  }));
  const life = createLifetime();
  let poller: Poller | null = null;

  const set = (patch: Partial<EmailVerificationState>) => {
    if (!life.signal.aborted) store.setState(patch);
  };

  function startPolling() {
    poller?.stop();
    poller = createPoller<true>({
      clock: client.config.clock,
      intervalMs: EMAIL_VERIFICATION_POLL_INTERVAL_MS,
      maxAttempts: Infinity,
      // The flow has just read the status that showed this challenge: the first read waits.
      delayFirst: true,
      poll: async (signal) => {
        const properties = await getOneTimeTokenStatus(client, ott, signal);
        return awaitsEmailVerification(properties)
          ? { kind: 'pending' }
          : { kind: 'done', value: true };
      },
      onDone: () => options.onVerified(),
      onFailed: (error) => options.onFailed(asError(error)),
    });
    poller.start();
  }

  return {
    ...store,
    start: () => {
      life.renew();
      // A resend cut off by dispose left the button busy: it works again.
      if (store.getState().resending) store.setState({ resending: false });
      startPolling();
    },
    resend: () => {
      if (store.getState().resending || life.signal.aborted) return;
      const { signal } = life;
      set({ resending: true });
      resendVerificationEmail(client, { ott, signal }).then(
        () => {
          if (!signal.aborted) set({ resending: false, resend: 'success' });
        },
        (cause) => {
          if (signal.aborted || isAbortError(cause)) return;
          set({ resending: false, resend: 'failure' });
        },
      );
    },
    dispose: () => {
      life.end();
      poller?.stop();
      poller = null;
    },
  };
}
