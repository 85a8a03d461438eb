import { createStepUpFetch, type StepUpUi } from '@gatehouse/core/step-up';
import { mountedApiBases } from './stepUpOutlets';

export interface WithStepUpOptions {
  /** Your own modals instead of Gatehouse's (e.g. a design-system dialog around `<ChallengeFlow>`). */
  ui?: StepUpUi;
  /**
   * Origins besides the page's own and the providers' `apiBaseUrl` whose answers may ask for
   * approval, e.g. `['https://api.example.com']`. Any other origin's demand rejects with
   * StepUpError('UNTRUSTED_ORIGIN') and opens nothing. Default none.
   */
  approvalOrigins?: readonly string[];
}

// The modals, the challenge flow and react-dom/client load the first time a call needs them.
const loadDefaultUi = () => import('./defaultStepUpUi').then((module) => module.defaultStepUpUi);

/** The host's own modals, opened only for a token that is not a login's (read lazily, like the default UI). */
function checkedUi(ui: StepUpUi): StepUpUi {
  return {
    async approve(oneTimeToken, options) {
      const { readStepUpToken } = await import('./readStepUpToken');
      // A refused token or an abort rejects here; a failed read is left to the host's challenge flow, which shows it.
      await readStepUpToken(oneTimeToken, options.signal);
      return ui.approve(oneTimeToken, options);
    },
    coolOff: (content, options) => ui.coolOff(content, options),
  };
}

/**
 * `fetch` with step-up (SPEC.md §4): an answer asking for approval (`X-2FA-APPROVAL`) opens the
 * challenge flow in a modal and the request goes out once more when it is approved; a cool-off
 * answer shows the cool-off modal. Everything else is `fetchImpl`'s answer, untouched. Only the
 * page's origin, the mounted providers' `apiBaseUrl` and `approvalOrigins` may ask, and never
 * for a token that signs someone in or resets a password.
 */
export function withStepUp(
  fetchImpl?: typeof fetch,
  options: WithStepUpOptions = {},
): typeof fetch {
  // Read at call time: the page (or msw, or a test) may replace the global fetch later.
  const send: typeof fetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  // Parsed now: a relative or mistyped entry throws here rather than at the first demand.
  const listed = (options.approvalOrigins ?? []).map((entry) => new URL(entry).origin);
  return createStepUpFetch(send, options.ui ? checkedUi(options.ui) : loadDefaultUi, {
    approvalOrigins: () => [...listed, ...mountedApiBases()],
  });
}
