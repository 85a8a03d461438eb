import { createStepUpFetch, type StepUpUi } from '@gatehouse/core/step-up';

export interface WithStepUpOptions {
  /** Your own modals instead of Gatehouse's (e.g. a design-system dialog around `<ChallengeFlow>`). */
  ui?: StepUpUi;
  /** Origins besides the request's own to which an approved retry may be redirected. Default none. */
  allowedRedirectOrigins?: readonly string[];
}

// The modals, the challenge flow and react-dom/client load the first time a call needs them.
const loadDefaultUi = () => import('./defaultStepUpUi').then((module) => module.defaultStepUpUi);

/**
 * `fetch` with step-up (SPEC.md §4): an answer asking for approval (`X-2FA-APPROVAL`) opens the
 * challenge flow in a modal and the request goes out once more when it is approved; a cool-off
 * answer shows the cool-off modal. Everything else is `fetchImpl`'s answer, untouched.
 */
export function withStepUp(fetchImpl?: typeof fetch, options: WithStepUpOptions = {}): typeof fetch {
  // Read at call time: the page (or msw, or a test) may replace the global fetch later.
  const send: typeof fetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  return createStepUpFetch(send, options.ui ?? loadDefaultUi, { allowedRedirectOrigins: options.allowedRedirectOrigins });
}
