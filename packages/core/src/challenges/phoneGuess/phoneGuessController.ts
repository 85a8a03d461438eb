import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Client } from '../../api/client';
import type { GatehouseError } from '../../errors/gatehouseError';
import type { ChallengeReport } from '../../events/gatehouseEvent';
import { createLifetime } from '../../runtime/lifetime';
import { createSingleFlight } from '../../runtime/singleFlight';
import { validateRequired, type ValidationResult } from '../../validators/validators';
import { answerClosed, runAnswerVerify } from '../verifyFailureOutcome';
import { verifyPhoneGuess } from './phoneGuessCalls';
import type { PhoneGuessAttributes } from './phoneGuessDefinition';

/**
 * How many digits are hidden: `hiddenNumbers` as a number or a numeric string. Anything else
 * (absent, zero, negative, not a whole number) gives undefined: the input is then not cut.
 */
export function hiddenDigitCount({
  hiddenNumbers: raw,
}: Pick<PhoneGuessAttributes, 'hiddenNumbers'>): number | undefined {
  const count = typeof raw === 'string' ? (/^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN) : raw;
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : undefined;
}

/** Keeps the digits only (a paste brings spaces and dashes along), cut to the hidden count. Text, so leading zeros stay. */
export function cleanMissingNumbers(value: string, count: number | undefined): string {
  const digits = value.replace(/\D/g, '');
  return count === undefined ? digits : digits.slice(0, count);
}

export interface PhoneGuessControllerState {
  /** loggingOut: the attempts are used up and the browser is on its way to /logout. */
  phase: 'entry' | 'verifying' | 'verified' | 'loggingOut';
  /** The last verify failure, shown beside the field (a wrong guess) or as the lock notice. */
  error: GatehouseError | null;
}

export interface PhoneGuessControllerOptions {
  client: Client;
  ott: string;
  /** The challenge's attributes, as its definition reads them. */
  attributes: PhoneGuessAttributes;
  onPassed: () => void;
  /** SPEC.md's failure handler: a server error without a body. */
  onFailure: (error: GatehouseError) => void;
  /** Tells the flow of a refused answer, for its events (`flow.report`). */
  report?: ((report: ChallengeReport) => void) | undefined;
}

export interface PhoneGuessController extends StoreApi<PhoneGuessControllerState> {
  /** The number of hidden digits, if the challenge says. */
  readonly hiddenDigits: number | undefined;
  /** Opens entry; after dispose (a remount) it makes the controller usable again. */
  start(): void;
  /** Cleans and checks the digits; answers the validation message instead of sending nothing. */
  verify(missingNumbers: string): ValidationResult;
  dispose(): void;
}

/**
 * The PHONE_GUESS challenge (SPEC.md §2, §5, §8): the user types the hidden digits of their
 * phone number; one verify in flight at most, attempt_limit_reached to /logout, an empty 5xx
 * to the failure handler, anything else shown beside the field.
 */
export function createPhoneGuessController(
  options: PhoneGuessControllerOptions,
): PhoneGuessController {
  const { client, ott } = options;
  const hiddenDigits = hiddenDigitCount(options.attributes);
  const store = createStore<PhoneGuessControllerState>()(() => ({ phase: 'entry', error: null }));
  const life = createLifetime();
  const verifying = createSingleFlight(life);

  const set = (patch: Partial<PhoneGuessControllerState>) => {
    if (!life.signal.aborted) store.setState(patch);
  };

  return {
    ...store,
    hiddenDigits,
    start: () => {
      life.renew();
      if (store.getState().phase === 'verifying') store.setState({ phase: 'entry' });
    },
    verify: (value) => {
      const missingNumbers = cleanMissingNumbers(value, hiddenDigits);
      const problem = validateRequired(missingNumbers);
      if (problem) return problem;
      if (!answerClosed(store.getState()))
        runAnswerVerify(
          verifying,
          (signal) => verifyPhoneGuess(client, { ott, missingNumbers, signal }),
          set,
          options,
        );
      return null;
    },
    dispose: () => life.end(),
  };
}
