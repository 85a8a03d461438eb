import type { Challenge, OneTimeTokenProperties } from '../api/oneTimeToken';
import { GatehouseError } from '../errors/gatehouseError';
import {
  initialFlowState,
  transition,
  type FlowContext,
  type FlowEvent,
  type FlowState,
  type FlowStatus,
} from './flowState';
import type { ChallengeSelection } from './selectChallenges';

const sms: Challenge = { type: 'SMS', context: { challengeId: 'sms-1' } };
const sms2: Challenge = { type: 'SMS', context: { challengeId: 'sms-2' } };
const voice: Challenge = { type: 'VOICE' };
const totp: Challenge = { type: 'TOTP' };
const push: Challenge = { type: 'PUSH' };
const faceMatch: Challenge = { type: 'FACE_MATCH' };
const failure = new GatehouseError({ status: 500, code: 'unexpected.error' });

const properties: OneTimeTokenProperties = {
  oneTimeToken: 'ott-1',
  actionType: 'IDENTITY__LOGIN',
  challenges: [],
};
const loaded = (selection: ChallengeSelection): FlowEvent => ({
  type: 'TOKEN_LOADED',
  properties,
  selection,
});

const context: FlowContext = {
  actionType: 'IDENTITY__LOGIN',
  originalChallenge: sms,
  currentChallenge: sms,
  originalAlternatives: [voice, totp],
  alternatives: [voice, totp],
  recovery: [faceMatch],
  challengeKey: 3,
};

/** A state of each status, all sharing one context with SMS on screen. */
const states: Record<FlowStatus, FlowState> = {
  LOADING: { ...context, status: 'LOADING' },
  SHOW_CHALLENGE: { ...context, status: 'SHOW_CHALLENGE', currentChallenge: sms },
  RESET: { ...context, status: 'RESET' },
  SHOW_ALTERNATE_CHALLENGES: { ...context, status: 'SHOW_ALTERNATE_CHALLENGES' },
  ERROR: { ...context, status: 'ERROR', error: failure, source: 'challenge' },
  COMPLETE: { ...context, status: 'COMPLETE', oneTimeToken: 'ott-1' },
};
const allStatuses = Object.keys(states) as FlowStatus[];

describe('transition (SPEC.md §4), pure', () => {
  it('starts LOADING with nothing chosen', () => {
    expect(initialFlowState).toEqual({
      status: 'LOADING',
      actionType: undefined,
      originalChallenge: null,
      currentChallenge: null,
      originalAlternatives: [],
      alternatives: [],
      recovery: [],
      challengeKey: 0,
    });
  });

  it('never changes the state it is given (a mutation of a frozen state would throw)', () => {
    const deepFreeze = (value: unknown): void => {
      if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
      Object.freeze(value);
      Object.values(value).forEach(deepFreeze);
    };
    const frozen = Object.fromEntries(
      allStatuses.map((s) => [s, { ...states[s], alternatives: [...states[s].alternatives] }]),
    ) as Record<FlowStatus, FlowState>;
    deepFreeze(frozen);
    const snapshot = JSON.stringify(frozen);
    for (const status of allStatuses) {
      for (const event of [
        loaded({ current: totp, alternatives: [push], recovery: [] }),
        { type: 'RELOAD' } as const,
        { type: 'CHOOSE', challenge: voice } as const,
        { type: 'BACK' } as const,
      ]) {
        expect(() => transition(frozen[status], event)).not.toThrow();
      }
    }
    expect(JSON.stringify(frozen)).toBe(snapshot);
  });

  describe('TOKEN_LOADED', () => {
    it('from the first LOADING shows the current challenge and records the selection as original', () => {
      const next = transition(initialFlowState, {
        type: 'TOKEN_LOADED',
        properties: { ...properties, actionType: 'IDENTITY__SOCIAL_LOGIN' },
        selection: { current: sms, alternatives: [voice], recovery: [faceMatch] },
      });
      expect(next).toEqual({
        status: 'SHOW_CHALLENGE',
        actionType: 'IDENTITY__SOCIAL_LOGIN',
        originalChallenge: sms,
        currentChallenge: sms,
        originalAlternatives: [voice],
        alternatives: [voice],
        recovery: [faceMatch],
        challengeKey: 1,
      });
    });

    it('with a challenge of another type than the one on screen shows it directly', () => {
      const next = transition(
        states.LOADING,
        loaded({ current: totp, alternatives: [push], recovery: [] }),
      );
      expect(next).toMatchObject({
        status: 'SHOW_CHALLENGE',
        currentChallenge: totp,
        originalChallenge: totp,
        alternatives: [push],
        recovery: [],
        challengeKey: 4,
      });
    });

    it('with a challenge of the same type as the one on screen goes through RESET', () => {
      const next = transition(
        states.LOADING,
        loaded({ current: sms2, alternatives: [voice], recovery: [] }),
      );
      expect(next).toMatchObject({ status: 'RESET', currentChallenge: sms2, challengeKey: 4 });
    });

    it('with the same type while alternates are listed shows it directly (nothing on screen to remount)', () => {
      const next = transition(
        states.SHOW_ALTERNATE_CHALLENGES,
        loaded({ current: sms2, alternatives: [], recovery: [] }),
      );
      expect(next.status).toBe('SHOW_CHALLENGE');
    });

    it.each(allStatuses)(
      'without a current challenge completes with the token (from %s)',
      (status) => {
        const next = transition(states[status], {
          type: 'TOKEN_LOADED',
          properties: { ...properties, oneTimeToken: 'ott-done' },
          selection: { current: null, alternatives: [], recovery: [] },
        });
        expect(next).toMatchObject({
          status: 'COMPLETE',
          oneTimeToken: 'ott-done',
          currentChallenge: null,
          originalChallenge: null,
          actionType: 'IDENTITY__LOGIN',
        });
      },
    );
  });

  describe('TOKEN_FAILED and CHALLENGE_FAILED', () => {
    it.each(allStatuses)('TOKEN_FAILED from %s shows the error and keeps the context', (status) => {
      const next = transition(states[status], { type: 'TOKEN_FAILED', error: failure });
      expect(next).toEqual({ ...context, status: 'ERROR', error: failure, source: 'token' });
    });

    it.each(allStatuses)('CHALLENGE_FAILED from %s shows the error', (status) => {
      const other = new GatehouseError({ status: 400, code: 'x' });
      const next = transition(states[status], { type: 'CHALLENGE_FAILED', error: other });
      expect(next).toEqual({ ...context, status: 'ERROR', error: other, source: 'challenge' });
    });
  });

  describe('RELOAD', () => {
    it.each(allStatuses)('from %s goes to LOADING, keeping what is on screen', (status) => {
      const next = transition(states[status], { type: 'RELOAD' });
      expect(next).toEqual({ ...context, status: 'LOADING' });
      expect(next).not.toHaveProperty('error');
      expect(next).not.toHaveProperty('oneTimeToken');
    });
  });

  describe('RESET_ELAPSED', () => {
    it('from RESET shows the challenge', () => {
      expect(transition(states.RESET, { type: 'RESET_ELAPSED' })).toEqual({
        ...context,
        status: 'SHOW_CHALLENGE',
      });
    });

    it.each(allStatuses.filter((s) => s !== 'RESET'))(
      'from %s changes nothing (a stale timer)',
      (status) => {
        expect(transition(states[status], { type: 'RESET_ELAPSED' })).toBe(states[status]);
      },
    );

    it('from a RESET without a challenge changes nothing', () => {
      const state: FlowState = { ...initialFlowState, status: 'RESET' };
      expect(transition(state, { type: 'RESET_ELAPSED' })).toBe(state);
    });
  });

  describe('SHOW_ALTERNATES and BACK', () => {
    it('SHOW_ALTERNATES from SHOW_CHALLENGE lists the alternates', () => {
      expect(transition(states.SHOW_CHALLENGE, { type: 'SHOW_ALTERNATES' })).toEqual({
        ...context,
        status: 'SHOW_ALTERNATE_CHALLENGES',
      });
    });

    it.each(allStatuses.filter((s) => s !== 'SHOW_CHALLENGE'))(
      'SHOW_ALTERNATES from %s changes nothing',
      (status) => {
        expect(transition(states[status], { type: 'SHOW_ALTERNATES' })).toBe(states[status]);
      },
    );

    it('BACK from the alternates returns to the same challenge, same key', () => {
      const next = transition(states.SHOW_ALTERNATE_CHALLENGES, { type: 'BACK' });
      expect(next).toEqual({ ...context, status: 'SHOW_CHALLENGE', currentChallenge: sms });
    });

    it.each(allStatuses.filter((s) => s !== 'SHOW_ALTERNATE_CHALLENGES'))(
      'BACK from %s changes nothing',
      (status) => {
        expect(transition(states[status], { type: 'BACK' })).toBe(states[status]);
      },
    );

    it('BACK with no challenge to go back to changes nothing', () => {
      const state: FlowState = { ...initialFlowState, status: 'SHOW_ALTERNATE_CHALLENGES' };
      expect(transition(state, { type: 'BACK' })).toBe(state);
    });
  });

  describe('CHOOSE', () => {
    it('from the alternates makes the chosen one current and moves the previous current into the alternates', () => {
      const next = transition(states.SHOW_ALTERNATE_CHALLENGES, {
        type: 'CHOOSE',
        challenge: totp,
      });
      expect(next).toEqual({
        ...context,
        status: 'SHOW_CHALLENGE',
        currentChallenge: totp,
        alternatives: [voice, sms],
        challengeKey: 4,
      });
      // What the server chose first is remembered.
      expect(next.originalChallenge).toBe(sms);
      expect(next.originalAlternatives).toEqual([voice, totp]);
    });

    it('choosing twice keeps every method reachable, none twice', () => {
      const first = transition(states.SHOW_ALTERNATE_CHALLENGES, {
        type: 'CHOOSE',
        challenge: totp,
      });
      const listed = transition(first, { type: 'SHOW_ALTERNATES' });
      const second = transition(listed, { type: 'CHOOSE', challenge: voice });
      expect(second.currentChallenge).toBe(voice);
      expect(second.alternatives).toEqual([sms, totp]);
      expect(second.challengeKey).toBe(5);
    });

    it('from SHOW_CHALLENGE (a challenge switching itself, e.g. SMS to voice) works the same', () => {
      const next = transition(states.SHOW_CHALLENGE, { type: 'CHOOSE', challenge: voice });
      expect(next).toMatchObject({
        status: 'SHOW_CHALLENGE',
        currentChallenge: voice,
        alternatives: [totp, sms],
        challengeKey: 4,
      });
    });

    it('choosing a recovery challenge keeps it in recovery and moves the previous current into the alternates', () => {
      const next = transition(states.SHOW_ALTERNATE_CHALLENGES, {
        type: 'CHOOSE',
        challenge: faceMatch,
      });
      expect(next).toMatchObject({
        status: 'SHOW_CHALLENGE',
        currentChallenge: faceMatch,
        alternatives: [voice, totp, sms],
        recovery: [faceMatch],
      });
    });

    it('leaving a recovery challenge does not add it to the alternatives', () => {
      const onRecovery = transition(states.SHOW_ALTERNATE_CHALLENGES, {
        type: 'CHOOSE',
        challenge: faceMatch,
      });
      const listed = transition(onRecovery, { type: 'SHOW_ALTERNATES' });
      const next = transition(listed, { type: 'CHOOSE', challenge: totp });
      expect(next.currentChallenge).toBe(totp);
      expect(next.alternatives).toEqual([voice, sms]);
      expect(next.recovery).toEqual([faceMatch]);
    });

    it('choosing a method of the same type as the previous one still bumps the key', () => {
      const state: FlowState = { ...states.SHOW_ALTERNATE_CHALLENGES, alternatives: [sms2] };
      const next = transition(state, { type: 'CHOOSE', challenge: sms2 });
      expect(next).toMatchObject({
        status: 'SHOW_CHALLENGE',
        currentChallenge: sms2,
        alternatives: [sms],
        challengeKey: 4,
      });
    });

    it.each<FlowStatus>(['LOADING', 'RESET', 'ERROR', 'COMPLETE'])(
      'from %s changes nothing',
      (status) => {
        expect(transition(states[status], { type: 'CHOOSE', challenge: totp })).toBe(
          states[status],
        );
      },
    );
  });

  describe('ERROR_RESET', () => {
    it('from ERROR returns to the challenge and drops the error', () => {
      const next = transition(states.ERROR, { type: 'ERROR_RESET' });
      expect(next).toEqual({ ...context, status: 'SHOW_CHALLENGE' });
      expect(next).not.toHaveProperty('error');
    });

    it('from a token ERROR changes nothing: Retry must reload, not re-show a passed challenge', () => {
      const state: FlowState = { ...states.ERROR, source: 'token' } as FlowState;
      expect(transition(state, { type: 'ERROR_RESET' })).toBe(state);
    });

    it('from an ERROR before any challenge changes nothing', () => {
      const state: FlowState = {
        ...initialFlowState,
        status: 'ERROR',
        error: failure,
        source: 'challenge',
      };
      expect(transition(state, { type: 'ERROR_RESET' })).toBe(state);
    });

    it.each(allStatuses.filter((s) => s !== 'ERROR'))('from %s changes nothing', (status) => {
      expect(transition(states[status], { type: 'ERROR_RESET' })).toBe(states[status]);
    });
  });

  it('a token success after an error clears the error', () => {
    const next = transition(
      transition(states.ERROR, { type: 'RELOAD' }),
      loaded({ current: totp, alternatives: [], recovery: [] }),
    );
    expect(next.status).toBe('SHOW_CHALLENGE');
    expect(next).not.toHaveProperty('error');
  });
});
