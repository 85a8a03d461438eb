// What a page that wraps its fetch needs: the step-up logic, its errors and headers. No client,
// no zod up front (the cool-off body's schema loads when a cool-off happens): withStepUp imports
// this, so wrapping fetch costs a logged-in page almost nothing.
export { approvalResult, createStepUpFetch, stepUpHeaders } from './stepUp/stepUpFetch';
export type { StepUpFetchOptions, StepUpUi } from './stepUp/stepUpFetch';
export { isStepUpError, StepUpError } from './stepUp/stepUpError';
export type { StepUpErrorCode } from './stepUp/stepUpError';
export type { CoolOffContent } from './stepUp/coolOff';
export { createTurns } from './runtime/turns';
export type { Turns } from './runtime/turns';
