import type { PhoneNumber, SavedPhoneNumber } from '../api/phoneNumbers';
import type { GatehouseError } from '../errors/gatehouseError';
import { helpLinks } from '../errors/helpLinks';
import {
  describeSignupPhoneError,
  signupPhoneErrorCodes,
  type SignupPhoneAlert,
  type SignupPhoneErrorOutcome,
} from '../errors/signupPhoneErrors';
import type { PhoneNumberInput } from '../phone/e164';
import { isStepUpError } from '../stepUp/stepUpError';

/** A failed call's message and its links, as the sign-up phone screens show them. */
export type AccountPhoneAlert = SignupPhoneAlert;

/**
 * The logged-in phone settings (SPEC.md §4 'Phone verification', §7 list / create / update).
 * LOADING the list (LOAD_FAILED offers Retry), the LIST, the number entry PHONE_NUMBER (add a
 * PRIMARY number when there is none, or change one: `target`), DUPLICATE_PHONE_NUMBER on a
 * duplicate error, and SAVED. The code itself is asked by the step-up modal around the save call;
 * `submitting` covers the call and that modal. `numbers` rides along so Cancel needs no reload.
 */
export type AccountPhoneState =
  | { status: 'LOADING' }
  /** retrying: the list is being asked for again, the error still on screen. */
  | { status: 'LOAD_FAILED'; alert: AccountPhoneAlert; retrying: boolean }
  | { status: 'LIST'; numbers: readonly PhoneNumber[] }
  /** approvalClosed: the user closed the approval modal; nothing was saved. */
  | {
      status: 'PHONE_NUMBER';
      numbers: readonly PhoneNumber[];
      target: PhoneNumber | null;
      phone: PhoneNumberInput | null;
      submitting: boolean;
      alert: AccountPhoneAlert | null;
      approvalClosed: boolean;
    }
  | {
      status: 'DUPLICATE_PHONE_NUMBER';
      numbers: readonly PhoneNumber[];
      target: PhoneNumber | null;
      phone: PhoneNumberInput | null;
      step: 'recognise' | 'access';
      maskedDuplicateEmail: string | undefined;
    }
  | {
      status: 'SAVED';
      numbers: readonly PhoneNumber[];
      saved: PhoneNumber;
      approvalResult: SavedPhoneNumber['approvalResult'];
    };

export type AccountPhoneStatus = AccountPhoneState['status'];

/** What a failed save leads to: the sign-up outcomes, or the closed approval modal. */
export type AccountPhoneErrorOutcome = SignupPhoneErrorOutcome | { kind: 'approvalClosed' };

export type AccountPhoneEvent =
  | { type: 'LOADED'; numbers: readonly PhoneNumber[] }
  | { type: 'LOAD_FAILED'; alert: AccountPhoneAlert }
  | { type: 'RETRY_LOAD' }
  /** 'Add a phone number': only while the user has no PRIMARY number. */
  | { type: 'ADD' }
  | { type: 'CHANGE'; id: PhoneNumber['id'] }
  /** Back to the list from the entry or the duplicate screens. */
  | { type: 'CANCEL' }
  | { type: 'SUBMIT'; phone: PhoneNumberInput }
  | { type: 'SAVED'; result: SavedPhoneNumber }
  | { type: 'SAVE_FAILED'; outcome: AccountPhoneErrorOutcome }
  /** "No" on "Do you recognise this email?". */
  | { type: 'NOT_RECOGNISED' }
  /** Back to the number entry from the duplicate screens, keeping what was typed. */
  | { type: 'CHANGE_NUMBER' }
  /** From the saved screen back to the list. */
  | { type: 'DONE' }
  /** The widget went away mid-call: its answer is dropped, so a later mount can act again. */
  | { type: 'INTERRUPTED' };

export const initialAccountPhoneState: AccountPhoneState = { status: 'LOADING' };

export const accountPhoneErrorCodes = {
  ...signupPhoneErrorCodes,
  notMobile: 'user.phonenumber.is.not.mobile.number',
} as const;

/** True when the user has a PRIMARY number: then numbers are changed, not added. */
export function hasPrimaryPhoneNumber(numbers: readonly PhoneNumber[]): boolean {
  return numbers.some((number) => number.type === 'PRIMARY');
}

const sameId = (a: PhoneNumber['id'], b: PhoneNumber['id']) => String(a) === String(b);

/**
 * SPEC.md §8 for the save calls: the closed approval modal is no failure; a duplicate number
 * leads to the duplicate screens; a blocked one to its message with the help article and the
 * contact link; the cool-off to its own text; anything else to the server's 4xx text or the
 * generic one. The step-up wrapper's errors arrive as the client's network error's cause.
 */
export function describeAccountPhoneError(error: GatehouseError): AccountPhoneErrorOutcome {
  const stepUp = isStepUpError(error.cause) ? error.cause : undefined;
  if (stepUp?.code === 'SCA_MODAL_CLOSED') return { kind: 'approvalClosed' };
  if (stepUp?.code === 'COOL_OFF_MODAL_CLOSED') {
    return { kind: 'alert', alert: { message: { key: 'accountPhone.coolOff' }, actions: [] } };
  }
  const outcome = describeSignupPhoneError(error);
  if (error.code === accountPhoneErrorCodes.blocked && outcome.kind === 'alert') {
    const help = {
      label: { key: 'accountPhone.blockedHelp' as const },
      href: helpLinks.blockedPhoneNumber,
    };
    const others = outcome.alert.actions.filter((action) => action.href !== help.href);
    return { kind: 'alert', alert: { ...outcome.alert, actions: [help, ...others] } };
  }
  return outcome;
}

/** The list call's failure: the server's 4xx text, else "We couldn't load your phone numbers." */
export function describePhoneNumbersLoadError(error: GatehouseError): AccountPhoneAlert {
  const usable =
    error.status >= 400 &&
    error.status < 500 &&
    error.code !== 'unexpected.error' &&
    error.serverMessage?.trim();
  return { message: usable ? { text: usable } : { key: 'accountPhone.loadFailed' }, actions: [] };
}

/** The flow as one pure function: which state follows which. Calls and callbacks live in the store. */
export function accountPhoneTransition(
  state: AccountPhoneState,
  event: AccountPhoneEvent,
): AccountPhoneState {
  switch (event.type) {
    case 'LOADED':
      if (state.status !== 'LOADING' && !(state.status === 'LOAD_FAILED' && state.retrying))
        return state;
      return { status: 'LIST', numbers: event.numbers };
    case 'LOAD_FAILED':
      if (state.status !== 'LOADING' && !(state.status === 'LOAD_FAILED' && state.retrying))
        return state;
      return { status: 'LOAD_FAILED', alert: event.alert, retrying: false };
    case 'RETRY_LOAD':
      if (state.status !== 'LOAD_FAILED' || state.retrying) return state;
      return { ...state, retrying: true };
    case 'ADD':
      if (state.status !== 'LIST' || hasPrimaryPhoneNumber(state.numbers)) return state;
      return {
        status: 'PHONE_NUMBER',
        numbers: state.numbers,
        target: null,
        phone: null,
        submitting: false,
        alert: null,
        approvalClosed: false,
      };
    case 'CHANGE': {
      if (state.status !== 'LIST') return state;
      const target = state.numbers.find((number) => sameId(number.id, event.id));
      if (!target) return state;
      return {
        status: 'PHONE_NUMBER',
        numbers: state.numbers,
        target,
        phone: null,
        submitting: false,
        alert: null,
        approvalClosed: false,
      };
    }
    case 'CANCEL':
      // Not while a save is on its way: its approval modal is open, the entry behind it inert.
      if (
        state.status === 'DUPLICATE_PHONE_NUMBER' ||
        (state.status === 'PHONE_NUMBER' && !state.submitting)
      ) {
        return { status: 'LIST', numbers: state.numbers };
      }
      return state;
    case 'SUBMIT':
      if (state.status !== 'PHONE_NUMBER' || state.submitting) return state;
      return { ...state, phone: event.phone, submitting: true, alert: null, approvalClosed: false };
    case 'SAVED': {
      if (state.status !== 'PHONE_NUMBER' || !state.submitting) return state;
      const { target } = state;
      const saved = event.result.phoneNumber;
      const numbers = target
        ? state.numbers.map((number) => (sameId(number.id, target.id) ? saved : number))
        : [...state.numbers.filter((number) => !sameId(number.id, saved.id)), saved];
      return { status: 'SAVED', numbers, saved, approvalResult: event.result.approvalResult };
    }
    case 'SAVE_FAILED': {
      if (state.status !== 'PHONE_NUMBER' || !state.submitting) return state;
      const { outcome } = event;
      switch (outcome.kind) {
        case 'approvalClosed':
          return { ...state, submitting: false, alert: null, approvalClosed: true };
        case 'duplicate':
          return {
            status: 'DUPLICATE_PHONE_NUMBER',
            numbers: state.numbers,
            target: state.target,
            phone: state.phone,
            step: 'recognise',
            maskedDuplicateEmail: outcome.maskedDuplicateEmail,
          };
        case 'alert':
          return { ...state, submitting: false, alert: outcome.alert, approvalClosed: false };
        default: {
          const unreachable: never = outcome;
          return unreachable;
        }
      }
    }
    case 'NOT_RECOGNISED':
      if (state.status !== 'DUPLICATE_PHONE_NUMBER' || state.step !== 'recognise') return state;
      return { ...state, step: 'access' };
    case 'CHANGE_NUMBER':
      if (state.status !== 'DUPLICATE_PHONE_NUMBER') return state;
      return {
        status: 'PHONE_NUMBER',
        numbers: state.numbers,
        target: state.target,
        phone: state.phone,
        submitting: false,
        alert: null,
        approvalClosed: false,
      };
    case 'DONE':
      if (state.status !== 'SAVED') return state;
      return { status: 'LIST', numbers: state.numbers };
    case 'INTERRUPTED':
      if (state.status === 'PHONE_NUMBER' && state.submitting)
        return { ...state, submitting: false };
      if (state.status === 'LOAD_FAILED' && state.retrying) return { ...state, retrying: false };
      return state;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
