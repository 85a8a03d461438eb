import type { GatehouseEventListener } from '@gatehouse-auth/core/internal';
import { isStepUpError } from '@gatehouse-auth/core/internal/stepUp/stepUpError';
import { createStepUpFetch } from '@gatehouse-auth/core/internal/stepUp/stepUpFetch';
import type { StepUpDescription, StepUpRequestInit, StepUpUi } from '@gatehouse-auth/core/step-up';
import { mountedApiBases } from '../provider/stepUpOutlets';
import { stepUpEvents } from './stepUpEvents';

export interface WithStepUpOptions {
  /** Your own modals instead of Gatehouse's (e.g. a design-system dialog around `<ChallengeFlow>`). */
  ui?: StepUpUi;
  /**
   * Origins besides the page's own and the providers' `apiBaseUrl` whose answers may ask for
   * approval, e.g. `['https://api.example.com']`. Any other origin's demand rejects with
   * StepUpError('UNTRUSTED_ORIGIN') and opens nothing. Default none.
   */
  approvalOrigins?: readonly string[];
  /**
   * Analytics: `stepUpOpened`, `stepUpApproved`, `stepUpClosed`, and the events of the
   * challenges in the approval modal (flow `stepUp`); then the `onEvent` of the provider the
   * modal shows in (with your own `ui`: the most recently mounted provider's).
   */
  onEvent?: GatehouseEventListener;
  /**
   * What a call is for (amount, payee, summary), read from its request when the answer asks for
   * approval; the approval modal shows it above the challenge. A call's own
   * `init.stepUp.description` wins over it.
   */
  describe?: ((request: Request) => StepUpDescription | undefined) | undefined;
}

// The modals, the challenge flow and react-dom/client load the first time a call needs them.
const loadDefaultUi = (onEvent: GatehouseEventListener | undefined) =>
  import('./defaultStepUpUi').then((module) => module.defaultStepUpUi(onEvent));

/**
 * The host's own modals, opened only for a token that is not a login's (read lazily, like the
 * default UI), with their step-up events: opened when handed the token, approved, closed. They
 * get the same options as the default modal, `descriptions` included.
 */
function checkedUi(ui: StepUpUi, onEvent: GatehouseEventListener | undefined): StepUpUi {
  const emit = stepUpEvents(onEvent);
  return {
    async approve(oneTimeToken, options) {
      const { readStepUpToken } = await import('./readStepUpToken');
      // A refused token or an abort rejects here; a failed read is left to the host's challenge flow, which shows it.
      await readStepUpToken(oneTimeToken, options.signal);
      emit({ type: 'stepUpOpened', flow: 'stepUp', modal: 'approval' });
      try {
        await ui.approve(oneTimeToken, options);
      } catch (error) {
        if (isStepUpError(error) && error.code === 'SCA_MODAL_CLOSED')
          emit({ type: 'stepUpClosed', flow: 'stepUp', modal: 'approval' });
        throw error;
      }
      if (!options.signal.aborted) emit({ type: 'stepUpApproved', flow: 'stepUp' });
    },
    async coolOff(content, options) {
      emit({ type: 'stepUpOpened', flow: 'stepUp', modal: 'coolOff' });
      await ui.coolOff(content, options);
      if (!options.signal.aborted) emit({ type: 'stepUpClosed', flow: 'stepUp', modal: 'coolOff' });
    },
  };
}

/**
 * `fetch` with step-up (SPEC.md §4): an answer asking for approval (`X-2FA-APPROVAL`) opens the
 * challenge flow in a modal and the request goes out once more when it is approved; a cool-off
 * answer shows the cool-off modal. Everything else is `fetchImpl`'s answer, untouched. Only the
 * page's origin, the mounted providers' `apiBaseUrl` and `approvalOrigins` may ask, and never
 * for a token that signs someone in or resets a password. The modal shows what it approves:
 * `init.stepUp.description` of each waiting call, or `options.describe(request)`.
 */
export function withStepUp(
  fetchImpl?: typeof fetch,
  options: WithStepUpOptions = {},
): (input: RequestInfo | URL, init?: StepUpRequestInit) => Promise<Response> {
  const { ui, onEvent, describe } = options;
  // Read at call time: the page (or msw, or a test) may replace the global fetch later.
  const send: typeof fetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  // Parsed now: a relative or mistyped entry throws here rather than at the first demand.
  const listed = (options.approvalOrigins ?? []).map((entry) => new URL(entry).origin);
  return createStepUpFetch(send, ui ? checkedUi(ui, onEvent) : () => loadDefaultUi(onEvent), {
    approvalOrigins: () => [...listed, ...mountedApiBases()],
    describe,
  });
}
