import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Client } from '../../api/client';
import { getOneTimeTokenStatus, type OneTimeTokenProperties } from '../../api/oneTimeToken';
import {
  asGatehouseError,
  type GatehouseError,
  isGatehouseError,
} from '../../errors/gatehouseError';
import { createLifetime } from '../../runtime/lifetime';
import { createSingleFlight } from '../../runtime/singleFlight';
import { createStatusWait, EXPIRY_WARNING_MS } from '../statusPoll';
import { resendVerificationEmail } from './emailVerificationCalls';

/** SPEC.md §9: the token status is read every 3 s while the user opens the email. */
export const EMAIL_VERIFICATION_POLL_INTERVAL_MS = 3000;
/**
 * The whole wait: 20 minutes, as long as the email checkpoint's (600 polls, 2 s apart). The page
 * then stops reading the status and says so, with a way to check again.
 */
export const EMAIL_VERIFICATION_TIME_LIMIT_MS = 20 * 60 * 1000;

export interface EmailVerificationControllerState {
  /** waiting: the status is read every 3 s; timedOut: the time limit passed and reading stopped. */
  phase: 'waiting' | 'timedOut';
  /**
   * WCAG 2.2.1: the time limit ends within EXPIRY_WARNING_MS: warn, and offer keepWaiting,
   * which starts a fresh limit.
   */
  expiresSoon: boolean;
  /** SPEC.md §4's three resend states: nothing sent yet, sent again, or the resend failed. */
  resend: 'untriggered' | 'success' | 'failure';
  /** A resend is on its way: the button is busy and a second click sends nothing. */
  resending: boolean;
}

export interface EmailVerificationControllerOptions {
  client: Client;
  ott: string;
  /** The token no longer asks for EMAIL_VERIFICATION first. */
  onPassed: () => void;
  /** Reading the token status failed: polling has stopped. */
  onFailed: (error: GatehouseError) => void;
}

export interface EmailVerificationController extends StoreApi<EmailVerificationControllerState> {
  /** Starts (or, after dispose, restarts) the status polling. */
  start(): void;
  resend(): void;
  /** While the limit is about to end, or after it ended ("Check again"): a fresh 20 minutes. */
  keepWaiting(): void;
  /** Stops polling and any resend in flight; nothing is requested afterwards. */
  dispose(): void;
}

/** True while the first required challenge's primary is still email verification. */
export function awaitsEmailVerification(properties: OneTimeTokenProperties): boolean {
  const required = (properties.challenges ?? []).find((entry) => entry.required !== false);
  return required?.primaryChallenge.type === 'EMAIL_VERIFICATION';
}

/**
 * EMAIL_VERIFICATION: the user opens a link sent by email, somewhere else. The page learns of
 * it by reading the token status every 3 s, for up to 20 minutes; the first error ends the
 * polling. Another tab that finds it verified (or an email link's page calling
 * `checkWaitingTabs`) makes this one read at once.
 */
export function createEmailVerificationController(
  options: EmailVerificationControllerOptions,
): EmailVerificationController {
  const { client, ott } = options;
  const store = createStore<EmailVerificationControllerState>()(() => ({
    phase: 'waiting',
    expiresSoon: false,
    resend: 'untriggered',
    resending: false,
  }));
  const life = createLifetime();
  const resending = createSingleFlight(life);
  const wait = createStatusWait(client, `email-verification:${ott}`);

  const set = (patch: Partial<EmailVerificationControllerState>) => {
    if (!life.signal.aborted) store.setState(patch);
  };

  function startPolling(delayFirst: boolean) {
    set({ phase: 'waiting', expiresSoon: false });
    const current = wait.poll<true>({
      intervalMs: EMAIL_VERIFICATION_POLL_INTERVAL_MS,
      maxAttempts: Infinity,
      timeLimitMs: EMAIL_VERIFICATION_TIME_LIMIT_MS,
      // The flow has just read the status that showed this challenge: the first read waits.
      delayFirst,
      poll: async (signal) => {
        const properties = await getOneTimeTokenStatus(client, ott, signal);
        return awaitsEmailVerification(properties)
          ? { kind: 'pending' }
          : { kind: 'done', value: true };
      },
      // SPEC.md §4: polling stops on error. A 429 is not one: the server asks to be read later.
      classifyError: (error) =>
        isGatehouseError(error) && error.status === 429 ? 'pending' : 'fatal',
      onPending: () =>
        set({
          expiresSoon:
            current.remainingMs <= EXPIRY_WARNING_MS + EMAIL_VERIFICATION_POLL_INTERVAL_MS,
        }),
      onDone: () => options.onPassed(),
      onFailed: (error) => options.onFailed(asGatehouseError(error)),
      onExhausted: () => set({ phase: 'timedOut', expiresSoon: false }),
    });
  }

  return {
    ...store,
    start: () => {
      life.renew();
      // A resend cut off by dispose left the button busy: it works again.
      if (store.getState().resending) store.setState({ resending: false });
      startPolling(true);
    },
    resend: () => {
      void resending.run(
        (signal, key) => {
          set({ resending: true });
          return resendVerificationEmail(client, {
            ott,
            signal,
            idempotencyKey: key,
          });
        },
        () => set({ resending: false, resend: 'success' }),
        () => set({ resending: false, resend: 'failure' }),
      );
    },
    keepWaiting: () => {
      const state = store.getState();
      if (life.signal.aborted || (state.phase === 'waiting' && !state.expiresSoon)) return;
      // "Check again" after the limit reads at once; "Keep waiting" goes on at the interval.
      startPolling(state.phase === 'waiting');
    },
    dispose: () => {
      life.end();
      wait.stop();
    },
  };
}
