import type { SignupPhoneAlert, SignupPhoneErrorOutcome } from '../errors/signupPhoneErrors';
import type { PhoneNumberInput } from '../phone/e164';

/**
 * Sign-up phone verification (SPEC.md §4). PHONE_NUMBER, VERIFY_CODE (once a one-time token
 * exists) and DUPLICATE_PHONE_NUMBER, plus the end state VERIFIED. Inside VERIFY_CODE the
 * challenge flow runs its own states (code input, other methods, the OTP challenge).
 * `phone` is the number last submitted, so "Back to change the number" shows it again.
 */
export type SignupPhoneState =
  | {
      status: 'PHONE_NUMBER';
      phone: PhoneNumberInput | null;
      submitting: boolean;
      alert: SignupPhoneAlert | null;
    }
  /**
   * challenge: the challenge flow is on screen; completing: the finish call is on its way;
   * completeFailed: it failed, Retry sends it again (the token has already passed).
   */
  | {
      status: 'VERIFY_CODE';
      phone: PhoneNumberInput | null;
      oneTimeToken: string;
      phase: 'challenge' | 'completing' | 'completeFailed';
      alert: SignupPhoneAlert | null;
    }
  /** recognise: "Do you recognise this email?"; access: "Can you still access this email?". */
  | {
      status: 'DUPLICATE_PHONE_NUMBER';
      phone: PhoneNumberInput | null;
      step: 'recognise' | 'access';
      maskedDuplicateEmail: string | undefined;
    }
  | { status: 'VERIFIED'; phone: PhoneNumberInput | null };

export type SignupPhoneStatus = SignupPhoneState['status'];

export type SignupPhoneEvent =
  | { type: 'SUBMIT'; phone: PhoneNumberInput }
  | { type: 'VERIFICATION_STARTED'; oneTimeToken: string }
  /** The number update, the verification start or the finish call failed. */
  | { type: 'FAILED'; outcome: SignupPhoneErrorOutcome }
  | { type: 'CHALLENGE_PASSED' }
  | { type: 'COMPLETED' }
  | { type: 'RETRY_COMPLETE' }
  /** "No" on "Do you recognise this email?". */
  | { type: 'NOT_RECOGNISED' }
  /** Back to the number entry, keeping what was typed. */
  | { type: 'CHANGE_NUMBER' }
  /**
   * The widget went away mid-call (unmount, or React's StrictMode remount): the call's answer
   * is dropped, so a later mount starts from a state that can act again.
   */
  | { type: 'INTERRUPTED' };

export const initialSignupPhoneState: SignupPhoneState = {
  status: 'PHONE_NUMBER',
  phone: null,
  submitting: false,
  alert: null,
};

/** The flow as one pure function: which state follows which. Calls and callbacks live in the store. */
export function signupPhoneTransition(
  state: SignupPhoneState,
  event: SignupPhoneEvent,
): SignupPhoneState {
  switch (event.type) {
    case 'SUBMIT':
      if (state.status !== 'PHONE_NUMBER' || state.submitting) return state;
      return { status: 'PHONE_NUMBER', phone: event.phone, submitting: true, alert: null };
    case 'VERIFICATION_STARTED':
      if (state.status !== 'PHONE_NUMBER' || !state.submitting) return state;
      return {
        status: 'VERIFY_CODE',
        phone: state.phone,
        oneTimeToken: event.oneTimeToken,
        phase: 'challenge',
        alert: null,
      };
    case 'FAILED': {
      const submitting = state.status === 'PHONE_NUMBER' && state.submitting;
      const completing = state.status === 'VERIFY_CODE' && state.phase === 'completing';
      if (!submitting && !completing) return state;
      if (event.outcome.kind === 'duplicate') {
        return {
          status: 'DUPLICATE_PHONE_NUMBER',
          phone: state.phone,
          step: 'recognise',
          maskedDuplicateEmail: event.outcome.maskedDuplicateEmail,
        };
      }
      if (state.status === 'VERIFY_CODE')
        return { ...state, phase: 'completeFailed', alert: event.outcome.alert };
      return {
        status: 'PHONE_NUMBER',
        phone: state.phone,
        submitting: false,
        alert: event.outcome.alert,
      };
    }
    case 'CHALLENGE_PASSED':
      if (state.status !== 'VERIFY_CODE' || state.phase !== 'challenge') return state;
      return { ...state, phase: 'completing' };
    case 'RETRY_COMPLETE':
      if (state.status !== 'VERIFY_CODE' || state.phase !== 'completeFailed') return state;
      return { ...state, phase: 'completing', alert: null };
    case 'COMPLETED':
      if (state.status !== 'VERIFY_CODE' || state.phase !== 'completing') return state;
      return { status: 'VERIFIED', phone: state.phone };
    case 'NOT_RECOGNISED':
      if (state.status !== 'DUPLICATE_PHONE_NUMBER' || state.step !== 'recognise') return state;
      return { ...state, step: 'access' };
    case 'CHANGE_NUMBER':
      if (state.status === 'VERIFIED' || (state.status === 'PHONE_NUMBER' && !state.submitting))
        return state;
      return { status: 'PHONE_NUMBER', phone: state.phone, submitting: false, alert: null };
    case 'INTERRUPTED':
      if (state.status === 'PHONE_NUMBER' && state.submitting)
        return { ...state, submitting: false };
      // The token has passed: the challenge flow reports that again at once and the finish is re-sent.
      if (state.status === 'VERIFY_CODE' && state.phase === 'completing')
        return { ...state, phase: 'challenge' };
      return state;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
