// @gatehouse-auth/react/step-up: fetch with the approval and cool-off modals, and what a caller
// catches. The modals and challenges load only when a call needs approval.
export { withStepUp } from './stepUp/withStepUp';
export type { WithStepUpOptions } from './stepUp/withStepUp';
export {
  StepUpError,
  approvalResult,
  isStepUpError,
  stepUpHeaders,
} from '@gatehouse-auth/core/step-up';
export type {
  CoolOffContent,
  StepUpDescription,
  StepUpDescriptions,
  StepUpErrorCode,
  StepUpRequestInit,
  StepUpUi,
} from '@gatehouse-auth/core/step-up';
