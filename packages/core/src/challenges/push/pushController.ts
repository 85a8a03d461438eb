import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Client } from '../../api/client';
import type { Challenge } from '../../api/oneTimeToken';
import {
  asGatehouseError,
  type GatehouseError,
  unexpectedError,
} from '../../errors/gatehouseError';
import { createLifetime } from '../../runtime/lifetime';
import type { PollOutcome } from '../../runtime/poller';
import { createSingleFlight } from '../../runtime/singleFlight';
import { createStatusWait, EXPIRY_WARNING_MS } from '../statusPoll';
import { getPushChallengeStatus, getPushStatusV1, triggerPushV1, triggerPushV2 } from './pushCalls';

/** SPEC.md §9: up to 600 status requests, 1 s apart; "haven't received" after 5 polls. */
export const PUSH_POLL_INTERVAL_MS = 1000;
export const PUSH_MAX_POLLS = 600;
export const PUSH_NOT_RECEIVED_AFTER_POLLS = 5;

export const pushErrorCodes = {
  /** The user's authenticator account is gone: the flow moves to an SMS code (SPEC.md §8). */
  authyAccountDeleted: 'authy_account_deleted',
} as const;

export type PushVersion = 1 | 2;

/** Why the push error screen shows. */
export type PushFailure = 'denied' | 'timedOut' | 'sendFailed';

export interface PushControllerState {
  /** sending: the notification is on its way; waiting: polling; failed: the push error screen. */
  phase: 'sending' | 'waiting' | 'failed';
  failure: PushFailure | null;
  /** Status polls since the last notification was sent. */
  polls: number;
  /** "I haven't received a notification" is offered (after 5 polls). */
  notReceivedEnabled: boolean;
  /** True after the user asked for a new notification and it was sent. */
  resent: boolean;
  /**
   * WCAG 2.2.1: the wait ends within EXPIRY_WARNING_MS (its last 20 polls): warn, and offer
   * keepWaiting, which starts a fresh 600 so the user is never timed out without warning.
   */
  expiresSoon: boolean;
}

export interface PushControllerOptions {
  client: Client;
  ott: string;
  challenge: Challenge;
  onPassed: () => void;
  /** A v1 (or v2) status answer of 400, 401 or 404, or a v2 trigger without a challenge id. */
  onFatal: (error: GatehouseError) => void;
  /** The trigger answered authy_account_deleted. */
  onSwitchToSms: () => void;
}

export interface PushController extends StoreApi<PushControllerState> {
  readonly version: PushVersion;
  /** Sends the notification and waits for the answer; from the error screen, "Try again". */
  start(): void;
  /** "I haven't received a notification" without other ways: sends a new one. Only once enabled. */
  resend(): void;
  /** While the wait is about to end: waits another 600 polls for the same notification. */
  keepWaiting(): void;
  dispose(): void;
}

/** `context.version` 2 selects the v2 calls; anything else is v1. */
export function pushVersion(challenge: Challenge): PushVersion {
  return challenge.context?.version === 2 ? 2 : 1;
}

type Answer = 'APPROVED' | 'DENIED';

/**
 * Push approval on the phone app (SPEC.md §4): trigger, then poll every second up to 600 times.
 * v1 polls the token's push status (202 pending, 200 approved); v2 polls the push challenge by
 * its id until APPROVED or DENIED. DENIED and running out of polls end on the push error screen.
 */
export function createPushController(options: PushControllerOptions): PushController {
  const { client, ott, challenge } = options;
  const version = pushVersion(challenge);
  const initial: PushControllerState = {
    phase: 'sending',
    failure: null,
    polls: 0,
    notReceivedEnabled: false,
    resent: false,
    expiresSoon: false,
  };
  const store = createStore<PushControllerState>()(() => initial);
  // Replaced on every start after dispose, so React StrictMode's remount can restart.
  const life = createLifetime();
  const wait = createStatusWait(client, `push:${ott}`);
  // What keepWaiting polls again: the challenge of the notification last sent.
  let waitingFor: string | undefined;
  // Hands the challenge of a notification sent again to the tabs waiting with this one.
  let announce: (challengeId: string) => void = () => undefined;
  // One trigger in flight at most: a double click sends one notification.
  const sending = createSingleFlight(life);

  const set = (patch: Partial<PushControllerState>) => {
    if (!life.signal.aborted) store.setState(patch);
  };

  const failWith = (failure: PushFailure) =>
    set({ phase: 'failed', failure, notReceivedEnabled: false, expiresSoon: false });

  async function pollOnce(
    challengeId: string | undefined,
    signal: AbortSignal,
  ): Promise<PollOutcome<Answer>> {
    if (challengeId === undefined) {
      return (await getPushStatusV1(client, { ott, signal })) === 'done'
        ? { kind: 'done', value: 'APPROVED' }
        : { kind: 'pending' };
    }
    const status = await getPushChallengeStatus(client, { ott, challengeId, signal });
    return status === 'PENDING' ? { kind: 'pending' } : { kind: 'done', value: status };
  }

  /** Polls for the answer, counting on from `before` polls of the same notification. */
  function waitForAnswer(challengeId: string | undefined, signal: AbortSignal, before = 0) {
    waitingFor = challengeId;
    wait.poll<Answer>({
      poll: (pollSignal) => pollOnce(challengeId, pollSignal),
      intervalMs: PUSH_POLL_INTERVAL_MS,
      maxAttempts: PUSH_MAX_POLLS,
      onPending: (attempts) =>
        set({
          polls: before + attempts,
          notReceivedEnabled: before + attempts >= PUSH_NOT_RECEIVED_AFTER_POLLS,
          expiresSoon: (PUSH_MAX_POLLS - attempts) * PUSH_POLL_INTERVAL_MS <= EXPIRY_WARNING_MS,
        }),
      onDone: (answer) => {
        wait.leave();
        if (signal.aborted) return;
        if (answer === 'APPROVED') options.onPassed();
        else failWith('denied');
      },
      onFailed: (cause) => {
        wait.leave();
        if (!signal.aborted) options.onFatal(asGatehouseError(cause));
      },
      onExhausted: () => {
        wait.leave();
        failWith('timedOut');
      },
    });
  }

  /** Sends a notification; resolves the challenge to poll ('' for v1), undefined if none went. */
  const send = () =>
    sending.run(
      async (signal, key) => {
        const call = { ott, signal, idempotencyKey: key };
        wait.stop();
        set(initial);
        // v1 polls the token's status: no challenge id.
        if (version === 1) return triggerPushV1(client, call).then(() => '');
        return ((await triggerPushV2(client, call)) ?? challenge.context?.challengeId) || undefined;
      },
      (challengeId) => {
        if (challengeId !== undefined) return challengeId;
        wait.leave();
        options.onFatal(
          unexpectedError(200, new Error('The push trigger named no challenge to poll.')),
        );
      },
      (cause) => {
        wait.leave();
        const error = asGatehouseError(cause);
        if (error.code === pushErrorCodes.authyAccountDeleted) options.onSwitchToSms();
        else set({ phase: 'failed', failure: 'sendFailed' });
      },
      // Cut off by something else than dispose: no notification, and another tab may send one.
      wait.leave,
    );

  /**
   * Joins the wait another tab of the origin runs on this token (its notification, its
   * challenge), or, when none does, sends the notification.
   */
  function join() {
    const { signal } = life;
    set(initial);
    announce = wait.join(send, (challengeId) => {
      set({ ...initial, phase: 'waiting' });
      waitForAnswer(challengeId || undefined, signal);
    });
  }

  return {
    ...store,
    version,
    start: () => {
      life.renew();
      // Sending or waiting already (or approved): a second start (double click on "Try again")
      // sends nothing.
      if (!wait.joined && !(store.getState().phase === 'waiting' && wait.poller)) join();
    },
    resend: () => {
      const state = store.getState();
      if (state.phase !== 'waiting' || !state.notReceivedEnabled) return;
      // A new notification: every tab waiting with this one moves on to its challenge.
      void send().then((challengeId) => {
        if (challengeId === undefined) return;
        announce(challengeId);
        set({ resent: true });
      });
    },
    keepWaiting: () => {
      const state = store.getState();
      if (state.phase !== 'waiting' || !state.expiresSoon || !wait.poller) return;
      set({ expiresSoon: false });
      waitForAnswer(waitingFor, life.signal, state.polls);
    },
    dispose: () => {
      life.end();
      wait.end();
    },
  };
}
