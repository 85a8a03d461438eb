import { describe, expect, it } from 'vitest';
import type { SignupPhoneAlert, SignupPhoneErrorOutcome } from '../errors/signupPhoneErrors';
import {
  initialSignupPhoneState,
  signupPhoneTransition,
  type SignupPhoneEvent,
  type SignupPhoneState,
} from './signupPhoneState';

const phone = { country: 'GB', nationalNumber: '07700 900123' };
const alert: SignupPhoneAlert = { message: { key: 'signupPhone.blocked' }, actions: [] };
const duplicate: SignupPhoneErrorOutcome = {
  kind: 'duplicate',
  maskedDuplicateEmail: 'j•••@example.com',
};
const failed: SignupPhoneErrorOutcome = { kind: 'alert', alert };

const states = {
  idle: initialSignupPhoneState,
  idleWithAlert: { status: 'PHONE_NUMBER', phone, submitting: false, alert },
  submitting: { status: 'PHONE_NUMBER', phone, submitting: true, alert: null },
  challenge: {
    status: 'VERIFY_CODE',
    phone,
    oneTimeToken: 'ott-1',
    phase: 'challenge',
    alert: null,
  },
  completing: {
    status: 'VERIFY_CODE',
    phone,
    oneTimeToken: 'ott-1',
    phase: 'completing',
    alert: null,
  },
  completeFailed: {
    status: 'VERIFY_CODE',
    phone,
    oneTimeToken: 'ott-1',
    phase: 'completeFailed',
    alert,
  },
  recognise: {
    status: 'DUPLICATE_PHONE_NUMBER',
    phone,
    step: 'recognise',
    maskedDuplicateEmail: 'j•••@example.com',
  },
  access: {
    status: 'DUPLICATE_PHONE_NUMBER',
    phone,
    step: 'access',
    maskedDuplicateEmail: 'j•••@example.com',
  },
  verified: { status: 'VERIFIED', phone },
} satisfies Record<string, SignupPhoneState>;

type Name = keyof typeof states;
const events = {
  SUBMIT: { type: 'SUBMIT', phone },
  VERIFICATION_STARTED: { type: 'VERIFICATION_STARTED', oneTimeToken: 'ott-1' },
  FAILED_DUPLICATE: { type: 'FAILED', outcome: duplicate },
  FAILED_ALERT: { type: 'FAILED', outcome: failed },
  CHALLENGE_PASSED: { type: 'CHALLENGE_PASSED' },
  COMPLETED: { type: 'COMPLETED' },
  RETRY_COMPLETE: { type: 'RETRY_COMPLETE' },
  NOT_RECOGNISED: { type: 'NOT_RECOGNISED' },
  CHANGE_NUMBER: { type: 'CHANGE_NUMBER' },
  INTERRUPTED: { type: 'INTERRUPTED' },
} satisfies Record<string, SignupPhoneEvent>;
type EventName = keyof typeof events;

// Every (state, event) pair that changes something, and what it changes to. Every other pair
// must leave the state as it is (same object), so stray or late events are harmless.
const table: Array<[Name, EventName, SignupPhoneState]> = [
  ['idle', 'SUBMIT', states.submitting],
  ['idleWithAlert', 'SUBMIT', states.submitting],
  ['submitting', 'VERIFICATION_STARTED', states.challenge],
  ['submitting', 'FAILED_DUPLICATE', states.recognise],
  ['submitting', 'FAILED_ALERT', states.idleWithAlert],
  ['submitting', 'CHANGE_NUMBER', { ...states.submitting, submitting: false }],
  ['submitting', 'INTERRUPTED', { ...states.submitting, submitting: false }],
  ['challenge', 'CHALLENGE_PASSED', states.completing],
  ['challenge', 'CHANGE_NUMBER', { status: 'PHONE_NUMBER', phone, submitting: false, alert: null }],
  ['completing', 'COMPLETED', states.verified],
  ['completing', 'FAILED_ALERT', states.completeFailed],
  ['completing', 'FAILED_DUPLICATE', states.recognise],
  ['completing', 'INTERRUPTED', states.challenge],
  [
    'completing',
    'CHANGE_NUMBER',
    { status: 'PHONE_NUMBER', phone, submitting: false, alert: null },
  ],
  ['completeFailed', 'RETRY_COMPLETE', states.completing],
  [
    'completeFailed',
    'CHANGE_NUMBER',
    { status: 'PHONE_NUMBER', phone, submitting: false, alert: null },
  ],
  ['recognise', 'NOT_RECOGNISED', states.access],
  ['recognise', 'CHANGE_NUMBER', { status: 'PHONE_NUMBER', phone, submitting: false, alert: null }],
  ['access', 'CHANGE_NUMBER', { status: 'PHONE_NUMBER', phone, submitting: false, alert: null }],
];

describe('signupPhoneTransition', () => {
  it.each(table)('%s + %s', (from, event, expected) => {
    expect(signupPhoneTransition(states[from], events[event])).toEqual(expected);
  });

  const changing = new Set(table.map(([from, event]) => `${from}/${event}`));
  const unchanged = (Object.keys(states) as Name[]).flatMap((from) =>
    (Object.keys(events) as EventName[])
      .filter((event) => !changing.has(`${from}/${event}`))
      .map((event) => [from, event] as const),
  );

  it.each(unchanged)('%s ignores %s', (from, event) => {
    expect(signupPhoneTransition(states[from], events[event])).toBe(states[from]);
  });

  it('starts on an empty phone number entry', () => {
    expect(initialSignupPhoneState).toEqual({
      status: 'PHONE_NUMBER',
      phone: null,
      submitting: false,
      alert: null,
    });
  });

  it('remembers the number through the duplicate screens and back', () => {
    let state: SignupPhoneState = initialSignupPhoneState;
    for (const event of [
      events.SUBMIT,
      events.FAILED_DUPLICATE,
      events.NOT_RECOGNISED,
      events.CHANGE_NUMBER,
    ]) {
      state = signupPhoneTransition(state, event);
    }
    expect(state).toEqual({ status: 'PHONE_NUMBER', phone, submitting: false, alert: null });
  });
});
