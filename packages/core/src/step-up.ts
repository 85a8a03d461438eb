// @gatehouse-auth/core/step-up: the step-up logic alone, for a page that wraps its own fetch.
export { approvalResult, stepUpHeaders } from './api/stepUpHeaders';
export { createStepUpFetch } from './stepUp/stepUpFetch';
export type {
  StepUpDescription,
  StepUpDescriptions,
  StepUpFetchOptions,
  StepUpRequestInit,
  StepUpUi,
} from './stepUp/stepUpFetch';
export { isStepUpError, StepUpError } from './stepUp/stepUpError';
export type { StepUpErrorCode } from './stepUp/stepUpError';
export type { CoolOffContent } from './stepUp/coolOff';
