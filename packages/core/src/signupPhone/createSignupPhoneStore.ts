import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Client } from '../api/client';
import {
  completeSignupPhoneVerification,
  startSignupPhoneVerification,
  updateSignupPhoneNumber,
} from '../api/signupPhone';
import { asGatehouseError, clientError, type GatehouseError } from '../errors/gatehouseError';
import { describeSignupPhoneError } from '../errors/signupPhoneErrors';
import type { GatehouseEventListener } from '../events/gatehouseEvent';
import { emitterFor } from '../events/listenerFailure';
import { toE164, type PhoneNumberInput } from '../phone/e164';
import { createLifetime } from '../runtime/lifetime';
import { createSingleFlight } from '../runtime/singleFlight';
import {
  initialSignupPhoneState,
  signupPhoneTransition,
  type SignupPhoneEvent,
  type SignupPhoneState,
} from './signupPhoneState';

export interface SignupPhoneStoreOptions {
  client: Client;
  signupId: string;
  signupToken: string;
  /** The number is verified and saved on the sign-up. */
  onSuccess?: (() => void) | undefined;
  /** Every failed call, for the host's own handling (the widget shows its own screens too). */
  onFailure?: ((error: GatehouseError) => void) | undefined;
  /** Error monitoring: unexpected and network failures only. Gets no tokens. */
  reportError?: ((error: GatehouseError) => void) | undefined;
  /** The host's analytics: `flowCompleted` once the number is verified (the code step's flow reports its challenges). */
  onEvent?: GatehouseEventListener | undefined;
}

export interface SignupPhoneActions {
  /** Saves the number and starts its verification; ignored while a call is in flight. */
  submit(phone: PhoneNumberInput): void;
  /** The challenge flow passed: finish the verification. */
  verificationPassed(): void;
  /** Sends the finish call again after it failed. */
  retryCompletion(): void;
  /** "No" on "Do you recognise this email?". */
  notRecognised(): void;
  /** Back to the number entry (duplicate screens, or a verification that cannot go on). */
  changeNumber(): void;
  dispose(): void;
}

export type SignupPhoneStore = StoreApi<SignupPhoneState> & SignupPhoneActions;

/**
 * Sign-up phone verification of SPEC.md §4: PUT the number, start the verification, let the
 * challenge flow send and check the code, then finish. One call in flight at most; an answer
 * arriving after dispose changes nothing and calls nothing.
 */
export function createSignupPhoneStore(options: SignupPhoneStoreOptions): SignupPhoneStore {
  const { client, signupId, signupToken } = options;
  const store = createStore<SignupPhoneState>()(() => initialSignupPhoneState);
  const life = createLifetime();
  const emit = emitterFor(options.onEvent, options.reportError);
  const flight = createSingleFlight(life);

  const send = (event: SignupPhoneEvent) => {
    const next = signupPhoneTransition(store.getState(), event);
    if (next !== store.getState()) store.setState(next, true);
  };

  function fail(cause: unknown) {
    const error = asGatehouseError(cause);
    if (error.code === 'unexpected.error' || error.code === 'network.error')
      options.reportError?.(error);
    send({ type: 'FAILED', outcome: describeSignupPhoneError(error) });
    options.onFailure?.(error);
  }

  function complete() {
    const state = store.getState();
    if (state.status !== 'VERIFY_CODE' || state.phase !== 'completing') return;
    const ott = state.oneTimeToken;
    void flight.run(
      (signal) => completeSignupPhoneVerification(client, { signupId, signupToken, ott, signal }),
      () => {
        send({ type: 'COMPLETED' });
        emit({ type: 'flowCompleted', flow: 'signupPhone' });
        options.onSuccess?.();
      },
      fail,
    );
  }

  return {
    ...store,
    submit: (phone) => {
      const state = store.getState();
      if (flight.busy || state.status !== 'PHONE_NUMBER' || state.submitting) return;
      const phoneNumber = toE164(phone);
      // The screen never submits an empty number; anything unusable is a plain failure.
      send({ type: 'SUBMIT', phone });
      if (!phoneNumber) {
        fail(clientError('invalid.phone.number'));
        return;
      }
      void flight.run(
        async (signal) => {
          await updateSignupPhoneNumber(client, { signupId, signupToken, phoneNumber, signal });
          return startSignupPhoneVerification(client, { signupId, signupToken, signal });
        },
        (oneTimeToken) => send({ type: 'VERIFICATION_STARTED', oneTimeToken }),
        fail,
      );
    },
    verificationPassed: () => {
      if (flight.busy) return;
      send({ type: 'CHALLENGE_PASSED' });
      complete();
    },
    retryCompletion: () => {
      if (flight.busy) return;
      send({ type: 'RETRY_COMPLETE' });
      complete();
    },
    notRecognised: () => send({ type: 'NOT_RECOGNISED' }),
    changeNumber: () => {
      // The call on its way is dropped (its answer is ignored), so the next one can start.
      life.restart();
      send({ type: 'CHANGE_NUMBER' });
    },
    dispose: () => {
      // Restartable (StrictMode mounts twice): the call on its way is dropped, nothing else.
      life.restart();
      send({ type: 'INTERRUPTED' });
    },
  };
}
