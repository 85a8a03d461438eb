import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Client } from '../api/client';
import {
  getOneTimeTokenStatus,
  type Challenge,
  type OneTimeTokenProperties,
} from '../api/oneTimeToken';
import { readAttributes, type ChallengeDefinitions } from '../challenges/challengeDefinition';
import { errorMonitor } from '../errors/errorMonitor';
import { asGatehouseError, GatehouseError, isAbortError } from '../errors/gatehouseError';
import type {
  ChallengeReport,
  MethodSwitchedEvent,
  GatehouseEventFlow,
  GatehouseEventListener,
} from '../events/gatehouseEvent';
import { emitterFor } from '../events/listenerFailure';
import { createLifetime } from '../runtime/lifetime';
import { initialFlowState, transition, type FlowEvent, type FlowState } from './flowState';
import { selectChallenges } from './selectChallenges';

export const RESET_DELAY_MS = 500;

/** The token asks only for challenge types that no registered definition can show. */
export const unsupportedChallengeCode = 'challenge.unsupported';

export interface FlowResult {
  oneTimeToken: string;
  actionType: string;
}

export interface FlowStoreOptions {
  ott: string;
  client: Client;
  /**
   * The challenge definitions by server type: the flow offers only these, as they say. Register
   * only what this page can show (a UI leaves out what the browser or the host cannot do).
   */
  challenges: ChallengeDefinitions;
  onSuccess: (result: FlowResult) => void;
  onFailure?: ((error: GatehouseError) => void) | undefined;
  /** Called on Retry from the error screen; without it the flow resets itself. */
  onRetry?: (() => void) | undefined;
  /** true: token errors go to onFailure instead of the error screen. */
  handleTokenExpiry?: boolean | undefined;
  /** The host's error monitoring; never given ott_not_found. */
  reportError?: ((error: GatehouseError) => void) | undefined;
  /**
   * The token's status, already read (step-up reads it to check the token before its modal
   * opens): the flow starts from it instead of asking again. Later reloads ask the server.
   */
  initialStatus?: OneTimeTokenProperties | undefined;
  /** The host's analytics: the challenges' lifecycle, method switches, resends, and the flow's completion. */
  onEvent?: GatehouseEventListener | undefined;
  /**
   * The widget this flow runs inside (the login's second factor, the sign-up's code step, the
   * step-up modal): its events name that flow, and that widget reports the completion. Absent:
   * a flow of its own (`challenge`), which fires `flowCompleted` when no challenge is left.
   */
  partOf?: Exclude<GatehouseEventFlow, 'challenge'> | undefined;
}

export interface FlowActions {
  /** Reads the token status and shows the challenge it asks for (or completes). */
  start(): void;
  /** A challenge passed: reload the token to see what is left. */
  passChallenge(): void;
  showAlternates(): void;
  back(): void;
  choose(challenge: Challenge): void;
  /** A challenge failed in a way it cannot show itself. */
  fail(error: unknown): void;
  /**
   * The host's error monitoring as the flow feeds it: `reportError` without the codes expected in
   * normal use (ott_not_found). Give it to the controller of the challenge on screen.
   */
  reportError(error: GatehouseError): void;
  /** A failure the host must handle (SPEC.md's "failure handler"): onFailure, else the error screen. */
  failToHost(error: unknown): void;
  /** What the challenge on screen did that analytics counts (a refused answer, a resent code). */
  report(report: ChallengeReport): void;
  retry(): void;
  /**
   * The challenge's `viewData.attributes` as its definition's schema parsed them, parsed once:
   * at load for every challenge on offer, on first use for one a screen switched to. Throws
   * when they do not fit.
   */
  attributesOf(challenge: Challenge): unknown;
  /** Stops every request and timer; the store is inert until started again. */
  dispose(): void;
}

export type FlowStore = StoreApi<FlowState> &
  FlowActions & {
    /** The one-time token this flow approves: the screens read it from here, the one place. */
    readonly ott: string;
  };

/** One store per widget instance: never share a flow between two widgets or two requests. */
export function createFlowStore(options: FlowStoreOptions): FlowStore {
  const { client, ott } = options;
  const { clock } = client.config;
  const store = createStore<FlowState>()(() => initialFlowState);
  // One token read at a time: a reload or dispose drops the one in flight.
  const loading = createLifetime();
  let resetTimer: unknown;
  let disposed = false;
  let succeeded = false;
  // Kept until the token changes (a challenge passed, a retry): a StrictMode remount reuses it.
  let initialStatus = options.initialStatus;
  const flow = options.partOf ?? 'challenge';
  const parsedAttributes = new WeakMap<Challenge, unknown>();
  // The challengeKey of the challenge last started and last completed: each is reported once.
  let startedKey = -1;
  let completedKey = -1;

  const monitor = errorMonitor(options.reportError);

  const emit = emitterFor(options.onEvent, options.reportError);

  /** An event about the challenge on screen, if one is: the flow and the challenge added. */
  function report(
    event:
      | ChallengeReport
      | Omit<MethodSwitchedEvent, 'flow' | 'challenge'>
      | { type: 'challengeStarted' | 'challengePassed' },
  ) {
    const challenge = store.getState().currentChallenge;
    if (challenge && !disposed) emit({ ...event, flow, challenge: challenge.type });
  }

  function dispatch(event: FlowEvent) {
    if (disposed) return;
    const previous = store.getState();
    const next = transition(previous, event);
    if (next === previous) return;
    store.setState(next, true);
    if (event.type === 'CHOOSE' && previous.currentChallenge) {
      report({
        type: 'methodSwitched',
        from: previous.currentChallenge.type,
        chosenBy: previous.status === 'SHOW_CHALLENGE' ? 'challenge' : 'user',
      });
    }
    if (next.status === 'SHOW_CHALLENGE' && next.challengeKey !== startedKey) {
      startedKey = next.challengeKey;
      report({ type: 'challengeStarted' });
    }
    if (next.status === 'RESET') {
      clock.clearTimeout(resetTimer);
      resetTimer = clock.setTimeout(() => dispatch({ type: 'RESET_ELAPSED' }), RESET_DELAY_MS);
    }
    if (next.status === 'COMPLETE' && !succeeded) {
      succeeded = true;
      if (!options.partOf) emit({ type: 'flowCompleted', flow });
      options.onSuccess({ oneTimeToken: next.oneTimeToken, actionType: next.actionType ?? '' });
    }
  }

  async function load() {
    // A disposed store is inert: no request may start after dispose (start, reload or retry).
    if (disposed) return;
    loading.restart();
    const { signal } = loading;
    dispatch({ type: 'RELOAD' });
    try {
      // Awaited either way: a StrictMode unmount right after start then drops this load, as it drops a fetch.
      const properties = await (initialStatus ?? getOneTimeTokenStatus(client, ott, signal));
      if (signal.aborted) return;
      const selection = selectChallenges(properties, options.challenges);
      const pending = (properties.challenges ?? []).some((entry) => entry.required !== false);
      // A required challenge that no registered definition can show is a dead end, not a success.
      if (!selection.current && pending)
        throw new GatehouseError({ status: 200, code: unsupportedChallengeCode });
      // Attributes a challenge on offer cannot read are a malformed answer, like a body that fails its schema.
      for (const challenge of [
        selection.current,
        ...selection.alternatives,
        ...selection.recovery,
      ]) {
        if (challenge) attributesOf(challenge);
      }
      dispatch({ type: 'TOKEN_LOADED', properties, selection });
    } catch (cause) {
      if (signal.aborted || isAbortError(cause)) return;
      const error = asGatehouseError(cause);
      monitor(error);
      if (options.handleTokenExpiry && options.onFailure) {
        options.onFailure(error);
        return;
      }
      dispatch({ type: 'TOKEN_FAILED', error });
    }
  }

  /** A challenge failed for good: its error screen, or the host's onFailure when `toHost` and given. */
  function challengeFailed(cause: unknown, toHost: boolean) {
    if (disposed) return;
    const error = asGatehouseError(cause);
    monitor(error);
    report({ type: 'challengeFailed', reason: error.code, final: true });
    if (toHost && options.onFailure) options.onFailure(error);
    else dispatch({ type: 'CHALLENGE_FAILED', error });
  }

  function attributesOf(challenge: Challenge): unknown {
    let attributes = parsedAttributes.get(challenge);
    if (attributes === undefined) {
      attributes = readAttributes(options.challenges[challenge.type], challenge);
      parsedAttributes.set(challenge, attributes);
    }
    return attributes;
  }

  return {
    ...store,
    ott,
    attributesOf,
    start: () => {
      // A disposed store may start again (React StrictMode mounts, unmounts and remounts).
      disposed = false;
      void load();
    },
    passChallenge: () => {
      // Once per challenge shown: a second report of the same pass (the flow is loading) is none.
      const { challengeKey } = store.getState();
      if (completedKey !== challengeKey) {
        completedKey = challengeKey;
        report({ type: 'challengePassed' });
      }
      initialStatus = undefined;
      void load();
    },
    showAlternates: () => dispatch({ type: 'SHOW_ALTERNATES' }),
    back: () => dispatch({ type: 'BACK' }),
    choose: (challenge) => dispatch({ type: 'CHOOSE', challenge }),
    fail: (cause) => challengeFailed(cause, false),
    reportError: monitor,
    failToHost: (cause) => challengeFailed(cause, true),
    report,
    retry: () => {
      if (disposed) return;
      if (options.onRetry) {
        options.onRetry();
        return;
      }
      const state = store.getState();
      if (state.status === 'ERROR' && state.source === 'challenge' && state.currentChallenge)
        dispatch({ type: 'ERROR_RESET' });
      else {
        initialStatus = undefined;
        void load();
      }
    },
    dispose: () => {
      disposed = true;
      loading.end();
      clock.clearTimeout(resetTimer);
    },
  };
}
