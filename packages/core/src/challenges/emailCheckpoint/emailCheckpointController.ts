import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Client } from '../../api/client';
import { asGatehouseError, clientError, type GatehouseError } from '../../errors/gatehouseError';
import { documentCookies, type CookieWriter } from '../../runtime/cookies';
import { createLifetime } from '../../runtime/lifetime';
import { allowedUrl } from '../../runtime/navigation';
import { createSingleFlight } from '../../runtime/singleFlight';
import { createStatusWait, EXPIRY_WARNING_MS } from '../statusPoll';
import {
  currentTimeZone,
  getEmailCheckpointStatus,
  triggerEmailCheckpoint,
} from './emailCheckpointCalls';

/** SPEC.md §9: the status is read every 2 s, at most 600 times (20 minutes). */
export const EMAIL_CHECKPOINT_POLL_INTERVAL_MS = 2000;
export const EMAIL_CHECKPOINT_MAX_POLLS = 600;
/** "Resend email" waits for 5 polls, and the email is sent at most twice in all. */
export const EMAIL_CHECKPOINT_RESEND_AFTER_POLLS = 5;
export const EMAIL_CHECKPOINT_MAX_TRIGGERS = 2;

/** SPEC.md §9: the device-origin guard cookie the trigger answer hands over. */
export const DEVICE_ORIGIN_GUARD_COOKIE = 'deviceOriginGuard';
export const DEVICE_ORIGIN_GUARD_MAX_AGE_SECONDS = 7200;

/** Where "Done" on the error screen leads. */
export const EMAIL_CHECKPOINT_DONE_PATH = '/login';

export const emailCheckpointErrorCodes = {
  /** The client's own code: 600 polls without an answer. */
  timedOut: 'email_checkpoint.timed_out',
} as const;

export interface EmailCheckpointControllerState {
  /**
   * triggering: the email is being sent; triggerFailed: "There was a problem on our end";
   * waiting: the verify screen, polling; error: "Please try logging in again."; passed.
   */
  phase: 'triggering' | 'triggerFailed' | 'waiting' | 'error' | 'passed';
  /** Status reads that found the checkpoint still pending (errors counted as pending included). */
  polls: number;
  /** Emails sent (answered 200), the first one included. */
  triggers: number;
  /** A resend is on its way. */
  resending: boolean;
  /** SPEC.md §4: at least 5 polls and fewer than 2 triggers, while waiting and not resending. */
  resendEnabled: boolean;
  /** The last resend sent another email / failed, for the notice under the button. */
  resent: boolean;
  resendFailed: boolean;
  /** Why the trigger or the checkpoint failed. */
  error: GatehouseError | null;
  /**
   * WCAG 2.2.1: the wait ends within EXPIRY_WARNING_MS (its last 10 polls): warn, and offer
   * keepWaiting, which starts a fresh 600 so the user is never timed out without warning.
   */
  expiresSoon: boolean;
}

export interface EmailCheckpointControllerOptions {
  client: Client;
  ott: string;
  onPassed: () => void;
  /** The IANA time zone sent as `Time-Zone`; default the page's own. */
  timeZone?: string;
  /** Where the device-origin guard cookie goes; default `document.cookie`. */
  cookies?: CookieWriter;
}

export interface EmailCheckpointController extends StoreApi<EmailCheckpointControllerState> {
  /** Sends the email (or, after dispose, picks up where it stopped). */
  start(): void;
  /** After a failed trigger: sends the email again. */
  retry(): void;
  resend(): void;
  /** While the wait is about to end: waits another 600 polls for the same email. */
  keepWaiting(): void;
  /** "Done" on the error screen: back to the login page. */
  done(): void;
  /** Stops polling, the visibility listener and any request in flight. */
  dispose(): void;
}

function canResend(state: EmailCheckpointControllerState): boolean {
  return (
    state.phase === 'waiting' &&
    !state.resending &&
    state.polls >= EMAIL_CHECKPOINT_RESEND_AFTER_POLLS &&
    state.triggers < EMAIL_CHECKPOINT_MAX_TRIGGERS
  );
}

/**
 * EMAIL_CHECKPOINT: an email confirms that an unfamiliar device is the user's. Trigger (205:
 * nothing to confirm), keep the guard cookie, then read the status until the link is opened.
 */
export function createEmailCheckpointController(
  options: EmailCheckpointControllerOptions,
): EmailCheckpointController {
  const { client, ott } = options;
  const cookies = options.cookies ?? documentCookies;
  const store = createStore<EmailCheckpointControllerState>()(() => ({
    phase: 'triggering',
    polls: 0,
    triggers: 0,
    resending: false,
    resendEnabled: false,
    resent: false,
    resendFailed: false,
    error: null,
    expiresSoon: false,
  }));
  const life = createLifetime();
  const wait = createStatusWait(client, `email-checkpoint:${ott}`);
  // The poll count at which the current allowance of 600 began: 0, or where "Keep waiting" was.
  let allowanceFrom = 0;
  // One trigger in flight at most: a double click on "Resend email" sends one email.
  const triggering = createSingleFlight(life);

  function update(patch: Partial<EmailCheckpointControllerState>) {
    if (life.signal.aborted) return;
    const next = { ...store.getState(), ...patch };
    store.setState({ ...patch, resendEnabled: canResend(next) });
  }

  /** The checkpoint is settled: this tab's wait ends. */
  function end(patch: Partial<EmailCheckpointControllerState>) {
    wait.end();
    update({ ...patch, resending: false, expiresSoon: false });
  }

  function pass() {
    end({ phase: 'passed' });
    options.onPassed();
  }

  const fail = (error: GatehouseError) => end({ phase: 'error', error });

  function startPolling() {
    // Picking up after a dispose keeps the count: the limit and the resend rule span both.
    const before = store.getState().polls;
    const used = before - allowanceFrom;
    // Back on the tab after opening the email elsewhere, the poll looks at once. A 400, 401 or
    // 404 ends the checkpoint; every other failure counts as "still pending".
    wait.poll<true>({
      intervalMs: EMAIL_CHECKPOINT_POLL_INTERVAL_MS,
      maxAttempts: Math.max(0, EMAIL_CHECKPOINT_MAX_POLLS - used),
      // The email has only just been sent: the first read waits one interval.
      delayFirst: true,
      poll: async (signal) =>
        (await getEmailCheckpointStatus(client, { ott, signal })) === 'pending'
          ? { kind: 'pending' }
          : { kind: 'done', value: true },
      onPending: (attempts) =>
        update({
          polls: before + attempts,
          expiresSoon:
            (EMAIL_CHECKPOINT_MAX_POLLS - used - attempts) * EMAIL_CHECKPOINT_POLL_INTERVAL_MS <=
            EXPIRY_WARNING_MS,
        }),
      onDone: pass,
      onFailed: (error) => fail(asGatehouseError(error)),
      onExhausted: () => fail(clientError(emailCheckpointErrorCodes.timedOut)),
    });
  }

  /** Sends the email; resolves '' once it went (the wait's id: the token alone is polled). */
  const trigger = (isResend: boolean) =>
    triggering.run(
      (signal, key) => {
        update(
          isResend
            ? { resending: true, resent: false, resendFailed: false }
            : { phase: 'triggering', error: null },
        );
        return triggerEmailCheckpoint(client, {
          ott,
          timeZone: options.timeZone ?? currentTimeZone(),
          signal,
          idempotencyKey: key,
        });
      },
      (answer) => {
        // An answer after the poll already settled the checkpoint changes nothing.
        if (isResend && store.getState().phase !== 'waiting') return;
        if (answer.kind === 'passed') {
          pass();
          return;
        }
        cookies.set(DEVICE_ORIGIN_GUARD_COOKIE, answer.deviceOriginGuard, {
          // SPEC.md §9: 7200 s, long enough for the email to arrive and its link to be opened.
          maxAgeSeconds: DEVICE_ORIGIN_GUARD_MAX_AGE_SECONDS,
          // SPEC.md §9: never over plain http.
          secure: true,
          // SPEC.md §9: never sent with a request another site starts.
          sameSite: 'Strict',
          // The server checks it where the email's link and the status calls land, anywhere on the site.
          path: '/',
        });
        update({
          phase: 'waiting',
          triggers: store.getState().triggers + 1,
          resending: false,
          resent: isResend,
        });
        return '';
      },
      (cause) => {
        // A failed resend leaves the verify screen (and its polling) as it was, with a notice.
        if (isResend) update({ resending: false, resendFailed: true });
        else {
          // Another tab may send it.
          wait.leave();
          update({ phase: 'triggerFailed', error: asGatehouseError(cause) });
        }
      },
    );

  /**
   * Joins the wait another tab of the origin runs on this token (its email), or, when none does,
   * sends the email (`send`) or, picking up after a dispose, waits for the one already sent.
   */
  function join(send: boolean) {
    wait.join(send ? () => trigger(false) : async () => '', () => {
      // Joined: another tab sent the first email.
      update({ phase: 'waiting', triggers: store.getState().triggers || 1 });
      startPolling();
    });
  }

  return {
    ...store,
    start: () => {
      life.renew();
      // Sending or waiting already.
      if (wait.joined) return;
      const { phase } = store.getState();
      if (phase === 'waiting') {
        // A resend cut off by dispose is forgotten; polling resumes.
        update({ resending: false });
        join(false);
      } else if (phase === 'triggering' || phase === 'triggerFailed') join(true);
    },
    retry: () => {
      if (store.getState().phase === 'triggerFailed' && !wait.joined) join(true);
    },
    resend: () => {
      if (!store.getState().resendEnabled) return;
      void trigger(true);
    },
    keepWaiting: () => {
      const state = store.getState();
      if (state.phase !== 'waiting' || !state.expiresSoon || !wait.poller) return;
      allowanceFrom = state.polls;
      update({ expiresSoon: false });
      startPolling();
    },
    done: () => {
      const { navigation } = client.config;
      const target = allowedUrl(EMAIL_CHECKPOINT_DONE_PATH, navigation.origin());
      if (target) navigation.assign(target);
    },
    dispose: () => {
      life.end();
      wait.end();
    },
  };
}
