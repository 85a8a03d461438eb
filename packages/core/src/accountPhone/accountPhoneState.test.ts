import { describe, expect, it } from 'vitest';
import type { PhoneNumber } from '../api/phoneNumbers';
import { GatehouseError, clientErrorCodes } from '../errors/gatehouseError';
import { helpLinks } from '../errors/helpLinks';
import { signupPhoneLinks } from '../errors/signupPhoneErrors';
import { StepUpError } from '../stepUp/stepUpError';
import {
  accountPhoneTransition,
  describeAccountPhoneError,
  describePhoneNumbersLoadError,
  hasPrimaryPhoneNumber,
  initialAccountPhoneState,
  type AccountPhoneAlert,
  type AccountPhoneErrorOutcome,
  type AccountPhoneEvent,
  type AccountPhoneState,
} from './accountPhoneState';

const primary: PhoneNumber = { id: 101, type: 'PRIMARY', phoneNumber: '+447700900123' };
const secondary: PhoneNumber = { id: 102, type: 'SECONDARY', phoneNumber: '+447700900124' };
const changed: PhoneNumber = { id: 101, type: 'PRIMARY', phoneNumber: '+442079463333' };
const created: PhoneNumber = { id: 201, type: 'PRIMARY', phoneNumber: '+447700900555' };
const phone = { country: 'GB', nationalNumber: '07700 900555' };
const alert: AccountPhoneAlert = { message: { key: 'signupPhone.blocked' }, actions: [] };
const loadAlert: AccountPhoneAlert = { message: { key: 'accountPhone.loadFailed' }, actions: [] };

const entry = (target: PhoneNumber | null, numbers: readonly PhoneNumber[]) =>
  ({
    status: 'PHONE_NUMBER',
    numbers,
    target,
    phone: null,
    submitting: false,
    alert: null,
    approvalClosed: false,
  }) as const;

const states = {
  loading: initialAccountPhoneState,
  loadFailed: { status: 'LOAD_FAILED', alert: loadAlert, retrying: false },
  reloading: { status: 'LOAD_FAILED', alert: loadAlert, retrying: true },
  empty: { status: 'LIST', numbers: [] },
  list: { status: 'LIST', numbers: [primary] },
  adding: entry(null, []),
  addSubmitting: { ...entry(null, []), phone, submitting: true },
  changing: entry(primary, [primary]),
  changeSubmitting: { ...entry(primary, [primary]), phone, submitting: true },
  changeWithAlert: { ...entry(primary, [primary]), phone, alert },
  changeClosed: { ...entry(primary, [primary]), phone, approvalClosed: true },
  recognise: {
    status: 'DUPLICATE_PHONE_NUMBER',
    numbers: [primary],
    target: primary,
    phone,
    step: 'recognise',
    maskedDuplicateEmail: 'j•••@example.com',
  },
  access: {
    status: 'DUPLICATE_PHONE_NUMBER',
    numbers: [primary],
    target: primary,
    phone,
    step: 'access',
    maskedDuplicateEmail: 'j•••@example.com',
  },
  saved: { status: 'SAVED', numbers: [changed], saved: changed, approvalResult: 'APPROVED' },
} satisfies Record<string, AccountPhoneState>;
type Name = keyof typeof states;

const duplicate: AccountPhoneErrorOutcome = {
  kind: 'duplicate',
  maskedDuplicateEmail: 'j•••@example.com',
};
const events = {
  LOADED: { type: 'LOADED', numbers: [primary] },
  LOAD_FAILED: { type: 'LOAD_FAILED', alert: loadAlert },
  RETRY_LOAD: { type: 'RETRY_LOAD' },
  ADD: { type: 'ADD' },
  CHANGE: { type: 'CHANGE', id: 101 },
  CHANGE_UNKNOWN: { type: 'CHANGE', id: 999 },
  CANCEL: { type: 'CANCEL' },
  SUBMIT: { type: 'SUBMIT', phone },
  SAVED_UPDATE: { type: 'SAVED', result: { phoneNumber: changed, approvalResult: 'APPROVED' } },
  SAVE_DUPLICATE: { type: 'SAVE_FAILED', outcome: duplicate },
  SAVE_ALERT: { type: 'SAVE_FAILED', outcome: { kind: 'alert', alert } },
  SAVE_CLOSED: { type: 'SAVE_FAILED', outcome: { kind: 'approvalClosed' } },
  NOT_RECOGNISED: { type: 'NOT_RECOGNISED' },
  CHANGE_NUMBER: { type: 'CHANGE_NUMBER' },
  DONE: { type: 'DONE' },
  INTERRUPTED: { type: 'INTERRUPTED' },
} satisfies Record<string, AccountPhoneEvent>;
type EventName = keyof typeof events;

// Every (state, event) pair that changes something, and what it becomes. Every other pair must
// leave the state as it is (the same object), so stray or late events are harmless.
const table: Array<[Name, EventName, AccountPhoneState]> = [
  ['loading', 'LOADED', states.list],
  ['loading', 'LOAD_FAILED', states.loadFailed],
  ['loadFailed', 'RETRY_LOAD', states.reloading],
  ['reloading', 'LOADED', states.list],
  ['reloading', 'LOAD_FAILED', states.loadFailed],
  ['reloading', 'INTERRUPTED', states.loadFailed],
  ['empty', 'ADD', states.adding],
  ['list', 'CHANGE', states.changing],
  ['adding', 'CANCEL', states.empty],
  ['adding', 'SUBMIT', states.addSubmitting],
  ['changing', 'CANCEL', states.list],
  ['changing', 'SUBMIT', states.changeSubmitting],
  ['changeSubmitting', 'SAVED_UPDATE', states.saved],
  ['changeSubmitting', 'SAVE_DUPLICATE', states.recognise],
  ['changeSubmitting', 'SAVE_ALERT', states.changeWithAlert],
  ['changeSubmitting', 'SAVE_CLOSED', states.changeClosed],
  ['changeSubmitting', 'INTERRUPTED', { ...states.changeSubmitting, submitting: false }],
  [
    'addSubmitting',
    'SAVED_UPDATE',
    { status: 'SAVED', numbers: [changed], saved: changed, approvalResult: 'APPROVED' },
  ],
  ['addSubmitting', 'SAVE_DUPLICATE', { ...states.recognise, numbers: [], target: null }],
  ['addSubmitting', 'SAVE_ALERT', { ...entry(null, []), phone, alert }],
  ['addSubmitting', 'SAVE_CLOSED', { ...entry(null, []), phone, approvalClosed: true }],
  ['addSubmitting', 'INTERRUPTED', { ...states.addSubmitting, submitting: false }],
  ['changeWithAlert', 'SUBMIT', states.changeSubmitting],
  ['changeWithAlert', 'CANCEL', states.list],
  ['changeClosed', 'SUBMIT', states.changeSubmitting],
  ['changeClosed', 'CANCEL', states.list],
  ['recognise', 'NOT_RECOGNISED', states.access],
  ['recognise', 'CHANGE_NUMBER', { ...entry(primary, [primary]), phone }],
  ['recognise', 'CANCEL', states.list],
  ['access', 'CHANGE_NUMBER', { ...entry(primary, [primary]), phone }],
  ['access', 'CANCEL', states.list],
  ['saved', 'DONE', { status: 'LIST', numbers: [changed] }],
];

describe('accountPhoneTransition', () => {
  it.each(table)('%s + %s', (from, event, expected) => {
    expect(accountPhoneTransition(states[from], events[event])).toEqual(expected);
  });

  const changing = new Set(table.map(([from, event]) => `${from}/${event}`));
  const unchanged = (Object.keys(states) as Name[]).flatMap((from) =>
    (Object.keys(events) as EventName[])
      .filter((event) => !changing.has(`${from}/${event}`))
      .map((event) => [from, event] as const),
  );

  it.each(unchanged)('%s ignores %s', (from, event) => {
    expect(accountPhoneTransition(states[from], events[event])).toBe(states[from]);
  });

  it('starts loading the list', () => {
    expect(initialAccountPhoneState).toEqual({ status: 'LOADING' });
  });

  it('offers Add only while there is no PRIMARY number', () => {
    const onlySecondary: AccountPhoneState = { status: 'LIST', numbers: [secondary] };
    expect(accountPhoneTransition(onlySecondary, events.ADD)).toEqual(entry(null, [secondary]));
    expect(hasPrimaryPhoneNumber([secondary])).toBe(false);
    expect(hasPrimaryPhoneNumber([secondary, primary])).toBe(true);
  });

  it('a created number joins the list; an updated one replaces its entry in place', () => {
    const adding: AccountPhoneState = { ...entry(null, [secondary]), phone, submitting: true };
    expect(
      accountPhoneTransition(adding, {
        type: 'SAVED',
        result: { phoneNumber: created, approvalResult: undefined },
      }),
    ).toEqual({
      status: 'SAVED',
      numbers: [secondary, created],
      saved: created,
      approvalResult: undefined,
    });
    const updating: AccountPhoneState = {
      ...entry(primary, [secondary, primary]),
      phone,
      submitting: true,
    };
    expect(accountPhoneTransition(updating, events.SAVED_UPDATE)).toMatchObject({
      numbers: [secondary, changed],
    });
  });

  it('matches a number id given as a string to the same number id', () => {
    expect(accountPhoneTransition(states.list, { type: 'CHANGE', id: '101' })).toEqual(
      states.changing,
    );
  });

  it('remembers the number through the duplicate screens and back', () => {
    let state: AccountPhoneState = states.changing;
    for (const event of [
      events.SUBMIT,
      events.SAVE_DUPLICATE,
      events.NOT_RECOGNISED,
      events.CHANGE_NUMBER,
    ]) {
      state = accountPhoneTransition(state, event);
    }
    expect(state).toEqual({ ...entry(primary, [primary]), phone });
  });
});

const error = (status: number, code: string, message?: string, params?: Record<string, unknown>) =>
  new GatehouseError({ status, code, message, params });
/** What the client makes of a step-up error thrown by its fetch. */
const stepUpFailure = (code: ConstructorParameters<typeof StepUpError>[0]) =>
  new GatehouseError({ status: 0, code: clientErrorCodes.network, cause: new StepUpError(code) });

const help = { label: { key: 'accountPhone.blockedHelp' }, href: helpLinks.blockedPhoneNumber };
const contact = { label: { key: 'signupPhone.contactUs' }, href: signupPhoneLinks.contactHelp };

describe('describeAccountPhoneError', () => {
  it('a closed approval modal is no failure: back to the entry', () => {
    expect(describeAccountPhoneError(stepUpFailure('SCA_MODAL_CLOSED'))).toEqual({
      kind: 'approvalClosed',
    });
  });

  it('the cool-off has its own text; the other step-up errors the generic one', () => {
    expect(describeAccountPhoneError(stepUpFailure('COOL_OFF_MODAL_CLOSED'))).toEqual({
      kind: 'alert',
      alert: { message: { key: 'accountPhone.coolOff' }, actions: [] },
    });
    for (const code of ['APPROVAL_REPEATED', 'MISSING_OTT', 'BODY_NOT_REPLAYABLE'] as const) {
      expect(describeAccountPhoneError(stepUpFailure(code))).toEqual({
        kind: 'alert',
        alert: { message: { key: 'common.somethingWentWrongRetry' }, actions: [] },
      });
    }
  });

  it.each(['duplicated_phone_number', 'phone.number.repeated'])(
    '%s → the duplicate screens',
    (code) => {
      expect(
        describeAccountPhoneError(
          error(409, code, 'Taken', { maskedDuplicateEmail: 'j•••@example.com' }),
        ),
      ).toEqual(duplicate);
    },
  );

  it('user.phonenumber.blocked → the server text, the help article first, then the contact link', () => {
    expect(
      describeAccountPhoneError(error(400, 'user.phonenumber.blocked', 'This number is blocked.')),
    ).toEqual({
      kind: 'alert',
      alert: { message: { text: 'This number is blocked.' }, actions: [help, contact] },
    });
    expect(describeAccountPhoneError(error(400, 'user.phonenumber.blocked'))).toEqual({
      kind: 'alert',
      alert: { message: { key: 'signupPhone.blocked' }, actions: [help, contact] },
    });
  });

  it('a blocked message linking the help article itself does not list it twice', () => {
    const outcome = describeAccountPhoneError(
      error(
        400,
        'user.phonenumber.blocked',
        `Blocked. <a href="${helpLinks.blockedPhoneNumber}">Read more</a>`,
      ),
    );
    expect(outcome).toEqual({
      kind: 'alert',
      alert: { message: { text: 'Blocked.' }, actions: [help, contact] },
    });
  });

  it('a 4xx with a message shows it; anything else the generic text', () => {
    expect(
      describeAccountPhoneError(
        error(403, 'approval_rejected', 'This approval is not valid any more.'),
      ),
    ).toEqual({
      kind: 'alert',
      alert: { message: { text: 'This approval is not valid any more.' }, actions: [] },
    });
    expect(describeAccountPhoneError(error(500, 'server_error', 'Stack'))).toEqual({
      kind: 'alert',
      alert: { message: { key: 'common.somethingWentWrongRetry' }, actions: [] },
    });
  });
});

describe('describePhoneNumbersLoadError', () => {
  it('a 4xx with a message shows it; anything else "We couldn\'t load your phone numbers."', () => {
    expect(
      describePhoneNumbersLoadError(error(401, 'session_expired', 'Please log in again.')),
    ).toEqual({
      message: { text: 'Please log in again.' },
      actions: [],
    });
    for (const e of [
      error(500, 'server_error', 'Stack'),
      error(400, 'unexpected.error', 'x'),
      error(0, 'network.error'),
      error(404, 'nope'),
    ]) {
      expect(describePhoneNumbersLoadError(e)).toEqual(loadAlert);
    }
  });
});
