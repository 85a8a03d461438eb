import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Client } from '../api/client';
import {
  createPrimaryPhoneNumber,
  listPhoneNumbers,
  updatePhoneNumber,
  type PhoneNumber,
  type SavedPhoneNumber,
} from '../api/phoneNumbers';
import { asGatehouseError, clientError, type GatehouseError } from '../errors/gatehouseError';
import type { GatehouseEventListener } from '../events/gatehouseEvent';
import { emitterFor } from '../events/listenerFailure';
import { toE164, type PhoneNumberInput } from '../phone/e164';
import { createLifetime } from '../runtime/lifetime';
import { createSingleFlight } from '../runtime/singleFlight';
import {
  accountPhoneTransition,
  describeAccountPhoneError,
  describePhoneNumbersLoadError,
  initialAccountPhoneState,
  type AccountPhoneEvent,
  type AccountPhoneState,
} from './accountPhoneState';

export interface AccountPhoneStoreOptions {
  /**
   * The client for the phone calls. Its fetch must handle step-up (e.g. `withStepUp` of
   * @gatehouse-auth/react): the create and update calls answer 403 + X-2FA-APPROVAL first.
   */
  client: Client;
  /** A number was created or changed. */
  onSuccess?: ((result: SavedPhoneNumber) => void) | undefined;
  /** Every failed call but a closed approval modal (the widget shows its own screens too). */
  onFailure?: ((error: GatehouseError) => void) | undefined;
  /** Error monitoring: unexpected and network failures only. Gets no tokens. */
  reportError?: ((error: GatehouseError) => void) | undefined;
  /** The host's analytics: `flowCompleted` for every number saved (the approval modal reports the step-up). */
  onEvent?: GatehouseEventListener | undefined;
}

export interface AccountPhoneActions {
  /** Loads the list when it is still to load (first mount, or a remount cut the call off). */
  start(): void;
  /** Asks for the list again after it failed. */
  retryLoad(): void;
  /** 'Add a phone number' (no PRIMARY number yet). */
  add(): void;
  /** 'Change' on number `id`. */
  change(id: PhoneNumber['id']): void;
  /** Back to the list from the entry or the duplicate screens. */
  cancel(): void;
  /** Creates or updates the number; the approval modal asks for the code. Ignored while a call is in flight. */
  submit(phone: PhoneNumberInput): void;
  /** "No" on "Do you recognise this email?". */
  notRecognised(): void;
  /** Back to the number entry from the duplicate screens. */
  changeNumber(): void;
  /** From the saved screen back to the list. */
  done(): void;
  dispose(): void;
}

export type AccountPhoneStore = StoreApi<AccountPhoneState> & AccountPhoneActions;

/**
 * The logged-in phone settings of SPEC.md §4 and §7: list the numbers, create the PRIMARY one or
 * update one through step-up. One call in flight at most; an answer arriving after dispose
 * changes nothing and calls nothing (its approval modal closes with it).
 */
export function createAccountPhoneStore(options: AccountPhoneStoreOptions): AccountPhoneStore {
  const { client } = options;
  const store = createStore<AccountPhoneState>()(() => initialAccountPhoneState);
  const life = createLifetime();
  const emit = emitterFor(options.onEvent, options.reportError);
  const flight = createSingleFlight(life);

  const send = (event: AccountPhoneEvent) => {
    const next = accountPhoneTransition(store.getState(), event);
    if (next !== store.getState()) store.setState(next, true);
  };

  const report = (error: GatehouseError) => {
    if (error.code === 'unexpected.error' || error.code === 'network.error')
      options.reportError?.(error);
  };

  function load() {
    void flight.run(
      (signal) => listPhoneNumbers(client, { signal }),
      (numbers) => send({ type: 'LOADED', numbers }),
      (cause) => {
        const error = asGatehouseError(cause);
        report(error);
        send({ type: 'LOAD_FAILED', alert: describePhoneNumbersLoadError(error) });
        options.onFailure?.(error);
      },
    );
  }

  function saveFailed(cause: unknown) {
    const error = asGatehouseError(cause);
    const outcome = describeAccountPhoneError(error);
    if (outcome.kind !== 'approvalClosed') report(error);
    send({ type: 'SAVE_FAILED', outcome });
    if (outcome.kind !== 'approvalClosed') options.onFailure?.(error);
  }

  return {
    ...store,
    start: () => {
      life.renew();
      if (store.getState().status === 'LOADING') load();
    },
    retryLoad: () => {
      const state = store.getState();
      if (flight.busy || state.status !== 'LOAD_FAILED' || state.retrying) return;
      send({ type: 'RETRY_LOAD' });
      load();
    },
    add: () => send({ type: 'ADD' }),
    change: (id) => send({ type: 'CHANGE', id }),
    cancel: () => send({ type: 'CANCEL' }),
    submit: (phone) => {
      const state = store.getState();
      if (flight.busy || state.status !== 'PHONE_NUMBER' || state.submitting) return;
      const { target } = state;
      const phoneNumber = toE164(phone);
      send({ type: 'SUBMIT', phone });
      // The screen never submits an empty number; anything unusable is a plain failure.
      if (!phoneNumber) {
        saveFailed(clientError('invalid.phone.number'));
        return;
      }
      void flight.run(
        (signal) =>
          target
            ? updatePhoneNumber(client, { id: target.id, phoneNumber, signal })
            : createPrimaryPhoneNumber(client, { phoneNumber, signal }),
        (result) => {
          send({ type: 'SAVED', result });
          emit({ type: 'flowCompleted', flow: 'accountPhone' });
          options.onSuccess?.(result);
        },
        saveFailed,
      );
    },
    notRecognised: () => send({ type: 'NOT_RECOGNISED' }),
    changeNumber: () => send({ type: 'CHANGE_NUMBER' }),
    done: () => send({ type: 'DONE' }),
    dispose: () => {
      // Restartable (StrictMode mounts twice): the call on its way is dropped, nothing else.
      life.end();
      send({ type: 'INTERRUPTED' });
    },
  };
}
