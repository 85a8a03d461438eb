import type { Challenge, OneTimeTokenProperties } from '../api/oneTimeToken';
import type { GatehouseError } from '../errors/gatehouseError';
import type { ChallengeSelection } from './selectChallenges';

/** What every state carries once the token has been read. */
export interface FlowContext {
  actionType: string | undefined;
  /** The challenge the server chose, before the user picked another way. */
  originalChallenge: Challenge | null;
  currentChallenge: Challenge | null;
  originalAlternatives: Challenge[];
  alternatives: Challenge[];
  recovery: Challenge[];
  /** Bumped on every new challenge, so the view can remount a challenge of the same type. */
  challengeKey: number;
}

export type FlowState =
  | ({ status: 'LOADING' } & FlowContext)
  | ({ status: 'SHOW_CHALLENGE'; currentChallenge: Challenge } & FlowContext)
  | ({ status: 'RESET' } & FlowContext)
  | ({ status: 'SHOW_ALTERNATE_CHALLENGES' } & FlowContext)
  /** `source` says what Retry redoes: reload the token, or show the challenge again. */
  | ({ status: 'ERROR'; error: GatehouseError; source: 'token' | 'challenge' } & FlowContext)
  | ({ status: 'COMPLETE'; oneTimeToken: string } & FlowContext);

export type FlowStatus = FlowState['status'];

export type FlowEvent =
  | { type: 'TOKEN_LOADED'; properties: OneTimeTokenProperties; selection: ChallengeSelection }
  | { type: 'TOKEN_FAILED'; error: GatehouseError }
  | { type: 'RELOAD' }
  | { type: 'RESET_ELAPSED' }
  | { type: 'SHOW_ALTERNATES' }
  | { type: 'BACK' }
  | { type: 'CHOOSE'; challenge: Challenge }
  | { type: 'CHALLENGE_FAILED'; error: GatehouseError }
  | { type: 'ERROR_RESET' };

export const initialFlowState: FlowState = {
  status: 'LOADING',
  actionType: undefined,
  originalChallenge: null,
  currentChallenge: null,
  originalAlternatives: [],
  alternatives: [],
  recovery: [],
  challengeKey: 0,
};

function context(state: FlowState): FlowContext {
  const {
    actionType,
    originalChallenge,
    currentChallenge,
    originalAlternatives,
    alternatives,
    recovery,
    challengeKey,
  } = state;
  return {
    actionType,
    originalChallenge,
    currentChallenge,
    originalAlternatives,
    alternatives,
    recovery,
    challengeKey,
  };
}

/** Shows `next`, passing through RESET first when it has the type of what is on screen. */
function show(state: FlowState, next: Challenge, patch: Partial<FlowContext>): FlowState {
  const previous = state.currentChallenge;
  const base = {
    ...context(state),
    ...patch,
    currentChallenge: next,
    challengeKey: state.challengeKey + 1,
  };
  if (previous && previous.type === next.type && state.status !== 'SHOW_ALTERNATE_CHALLENGES') {
    return { ...base, status: 'RESET' };
  }
  return { ...base, status: 'SHOW_CHALLENGE', currentChallenge: next };
}

/**
 * The flow of SPEC.md §4 as one pure function. Effects (fetching, timers, callbacks) live in
 * the store; this only says which state follows which.
 */
export function transition(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'TOKEN_LOADED': {
      const { current, alternatives, recovery } = event.selection;
      const patch = {
        actionType: event.properties.actionType,
        originalChallenge: current,
        originalAlternatives: alternatives,
        alternatives,
        recovery,
      };
      if (!current) {
        return {
          ...context(state),
          ...patch,
          currentChallenge: null,
          status: 'COMPLETE',
          oneTimeToken: event.properties.oneTimeToken,
        };
      }
      return show(state, current, patch);
    }
    case 'TOKEN_FAILED':
      return { ...context(state), status: 'ERROR', error: event.error, source: 'token' };
    case 'RELOAD':
      return { ...context(state), status: 'LOADING' };
    case 'RESET_ELAPSED':
      if (state.status !== 'RESET' || !state.currentChallenge) return state;
      return { ...state, status: 'SHOW_CHALLENGE', currentChallenge: state.currentChallenge };
    case 'SHOW_ALTERNATES':
      if (state.status !== 'SHOW_CHALLENGE') return state;
      return { ...context(state), status: 'SHOW_ALTERNATE_CHALLENGES' };
    case 'BACK':
      if (state.status !== 'SHOW_ALTERNATE_CHALLENGES' || !state.currentChallenge) return state;
      return {
        ...context(state),
        status: 'SHOW_CHALLENGE',
        currentChallenge: state.currentChallenge,
      };
    case 'CHOOSE': {
      if (state.status !== 'SHOW_ALTERNATE_CHALLENGES' && state.status !== 'SHOW_CHALLENGE')
        return state;
      const chosen = event.challenge;
      const previous = state.currentChallenge;
      // The chosen method becomes current; the one it replaces joins the alternates.
      const alternatives = [
        ...state.alternatives.filter((c) => c !== chosen),
        ...(previous && !state.recovery.includes(previous) ? [previous] : []),
      ];
      return show({ ...state, status: 'SHOW_ALTERNATE_CHALLENGES' }, chosen, { alternatives });
    }
    case 'CHALLENGE_FAILED':
      return { ...context(state), status: 'ERROR', error: event.error, source: 'challenge' };
    case 'ERROR_RESET':
      if (state.status !== 'ERROR' || state.source !== 'challenge' || !state.currentChallenge)
        return state;
      return {
        ...context(state),
        status: 'SHOW_CHALLENGE',
        currentChallenge: state.currentChallenge,
      };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
