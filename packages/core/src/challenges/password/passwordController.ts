import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Client } from '../../api/client';
import type { GatehouseError } from '../../errors/gatehouseError';
import type { ChallengeReport } from '../../events/gatehouseEvent';
import { createLifetime } from '../../runtime/lifetime';
import { createSingleFlight } from '../../runtime/singleFlight';
import { validateRequired, type ValidationResult } from '../../validators/validators';
import { answerClosed, runAnswerVerify } from '../verifyFailureOutcome';
import { sendForgotPasswordEmail, verifyPassword } from './passwordCalls';

export interface PasswordControllerState {
  /** loggingOut: the attempts are used up and the browser is on its way to /logout. */
  phase: 'entry' | 'verifying' | 'verified' | 'loggingOut';
  /** The last verify failure, shown beside the field (a wrong password) or as the lock notice. */
  error: GatehouseError | null;
  /** The forgot-password email: sent shows "Check your email", failed shows the contact link. */
  forgotPassword: 'idle' | 'sending' | 'sent' | 'failed';
}

export interface PasswordControllerOptions {
  client: Client;
  ott: string;
  onPassed: () => void;
  /** SPEC.md's failure handler: a server error without a body. */
  onFailure: (error: GatehouseError) => void;
  /** Tells the flow of a refused answer, for its events (`flow.report`). */
  report?: ((report: ChallengeReport) => void) | undefined;
}

export interface PasswordController extends StoreApi<PasswordControllerState> {
  /** Opens entry; after dispose (a remount) it makes the controller usable again. */
  start(): void;
  /** Trims and checks the password; answers the validation message instead of sending an empty one. */
  verify(password: string): ValidationResult;
  /** "Forgot password": sends the reset email, once, however often it is clicked. */
  forgotPassword(): void;
  /** Back from the check-email or forgot-password error screen to the password. */
  backToPassword(): void;
  dispose(): void;
}

/**
 * The PASSWORD challenge (SPEC.md §4, §5, §8): one verify in flight at most, a wrong password
 * shown at the field, attempt_limit_reached to /logout, an empty 5xx to the failure handler,
 * and the forgot-password email with its check-email and error screens.
 */
export function createPasswordController(options: PasswordControllerOptions): PasswordController {
  const { client, ott } = options;
  const store = createStore<PasswordControllerState>()(() => ({
    phase: 'entry',
    error: null,
    forgotPassword: 'idle',
  }));
  const life = createLifetime();
  // Verify and the forgot-password email: one request at a time, whichever was clicked first.
  const flight = createSingleFlight(life);

  const set = (patch: Partial<PasswordControllerState>) => {
    if (!life.signal.aborted) store.setState(patch);
  };

  return {
    ...store,
    start: () => {
      life.renew();
      // Requests cut off by dispose left a busy state behind: entry opens again.
      const { phase, forgotPassword } = store.getState();
      if (phase === 'verifying') store.setState({ phase: 'entry' });
      if (forgotPassword === 'sending') store.setState({ forgotPassword: 'idle' });
    },
    verify: (password) => {
      const problem = validateRequired(password);
      if (problem) return problem;
      if (!answerClosed(store.getState()))
        runAnswerVerify(
          flight,
          (signal) => verifyPassword(client, { ott, password: password.trim(), signal }),
          set,
          options,
        );
      return null;
    },
    forgotPassword: () => {
      if (answerClosed(store.getState())) return;
      void flight.run(
        (signal, key) => {
          set({ forgotPassword: 'sending', error: null });
          return sendForgotPasswordEmail(client, {
            ott,
            signal,
            idempotencyKey: key,
          });
        },
        () => set({ forgotPassword: 'sent' }),
        () => set({ forgotPassword: 'failed' }),
      );
    },
    backToPassword: () => {
      if (store.getState().forgotPassword !== 'sending') set({ forgotPassword: 'idle' });
    },
    dispose: () => life.end(),
  };
}
