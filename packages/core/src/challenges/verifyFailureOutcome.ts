import { asGatehouseError, clientErrorCodes, type GatehouseError } from '../errors/gatehouseError';
import type { ChallengeReport } from '../events/gatehouseEvent';
import { allowedUrl, type Navigation } from '../runtime/navigation';
import type { SingleFlight } from '../runtime/singleFlight';

/** Where SPEC.md §8 sends the user once the password or phone-guess attempts are used up. */
export const LOGOUT_PATH = '/logout';

export const answerErrorCodes = {
  attemptLimit: 'attempt_limit_reached',
} as const;

/**
 * What a failed password or phone-guess verify leads to (SPEC.md §8):
 * - `logout`: attempt_limit_reached, the browser goes to /logout;
 * - `failure`: a server error without a body, handed to the flow's failure handler;
 * - `retry`: anything else (a wrong answer, a network blip), shown beside the field.
 */
export function verifyFailureOutcome(error: GatehouseError): 'logout' | 'failure' | 'retry' {
  if (error.code === answerErrorCodes.attemptLimit) return 'logout';
  // No error body we could read (empty, HTML) on a 5xx: nothing to show the user here.
  if (
    error.status >= 500 &&
    error.code === clientErrorCodes.unexpected &&
    error.serverMessage === undefined
  )
    return 'failure';
  return 'retry';
}

/** The part of a password or phone-guess state that a verify answer changes. */
export interface AnswerVerifyState {
  phase: 'entry' | 'verifying' | 'verified' | 'loggingOut';
  error: GatehouseError | null;
}

/** Passed, or on the way to /logout: the answer is asked no more. */
export function answerClosed({ phase }: Pick<AnswerVerifyState, 'phase'>): boolean {
  return phase === 'verified' || phase === 'loggingOut';
}

/** What a password or phone-guess controller hands `runAnswerVerify`: its options, as given. */
export interface AnswerVerifyOptions {
  client: { config: { navigation: Pick<Navigation, 'assign' | 'origin'> } };
  onPassed: () => void;
  onFailure: (error: GatehouseError) => void;
  /** Tells the flow of a refused answer, for its events (the failure handler's failures it hears of itself). */
  report?: ((report: ChallengeReport) => void) | undefined;
}

/**
 * Runs a password or phone-guess verify (`verify`, one at a time on `flight`) and settles it:
 * passed, or one of the outcomes above. An answer that arrives after the challenge was disposed
 * changes nothing.
 */
export function runAnswerVerify(
  flight: SingleFlight,
  verify: (signal: AbortSignal) => Promise<void>,
  set: (patch: Partial<AnswerVerifyState>) => void,
  { client, onPassed, onFailure, report }: AnswerVerifyOptions,
): void {
  void flight.run(
    (signal) => {
      set({ phase: 'verifying', error: null });
      return verify(signal);
    },
    () => {
      set({ phase: 'verified' });
      onPassed();
    },
    (cause) => {
      const error = asGatehouseError(cause);
      const outcome = verifyFailureOutcome(error);
      // A refused answer; the failure handler's failures the flow reports itself.
      if (outcome !== 'failure')
        report?.({ type: 'challengeFailed', reason: error.code, final: outcome === 'logout' });
      switch (outcome) {
        case 'logout': {
          set({ phase: 'loggingOut', error });
          const { navigation } = client.config;
          const target = allowedUrl(LOGOUT_PATH, navigation.origin());
          if (target) navigation.assign(target);
          break;
        }
        case 'failure':
          set({ phase: 'entry', error: null });
          onFailure(error);
          break;
        case 'retry':
          set({ phase: 'entry', error });
          break;
      }
    },
  );
}
