export { createClient } from './api/client';
export type { ApiRequest, ApiResponse, Client, HttpMethod } from './api/client';
export { defaults, resolveConfig } from './api/config';
export type { GatehouseConfig, ResolvedConfig } from './api/config';
export { retriedRequest, RetryLimitError } from './api/retriedRequest';
export type { RetryOptions } from './api/retriedRequest';
export {
  attribute,
  challengeAttributesSchema,
  challengeSchema,
  challengeTypes,
  getOneTimeTokenStatus,
  oneTimeTokenPropertiesSchema,
  oneTimeTokenStatusSchema,
  phoneNumberRefSchema,
  requiredChallengeSchema,
} from './api/oneTimeToken';
export type {
  Challenge,
  ChallengeAttributes,
  ChallengeType,
  OneTimeTokenProperties,
  PhoneNumberRef,
  RequiredChallenge,
} from './api/oneTimeToken';
export { isOtpChannel, otpChannels, triggerOtp, verifyCode } from './api/otp';
export type { CodeChallengeType, OtpChannel } from './api/otp';
export { login, loginPayload, loginResponseSchema } from './api/login';
export type { CaptchaAnswer, CaptchaType, LoginInput } from './api/login';
export { exchangeToken, tokenExchangeResponseSchema } from './api/tokenExchange';

export { GatehouseError, clientErrorCodes, isAbortError, isGatehouseError } from './errors/gatehouseError';
export type { GatehouseErrorInit, GatehouseErrorParams } from './errors/gatehouseError';
export { parseErrorBody } from './errors/parseErrorBody';
export { describeLoginError, loginErrorCodes, splitMessageLink } from './errors/loginErrors';
export type { AlertAction, LoginErrorOutcome } from './errors/loginErrors';

export { transition, initialFlowState } from './flow/flowState';
export type { FlowContext, FlowEvent, FlowState, FlowStatus } from './flow/flowState';
export { createFlowStore, RESET_DELAY_MS, unreportedErrorCodes, unsupportedChallengeCode } from './flow/createFlowStore';
export type { FlowActions, FlowResult, FlowStore, FlowStoreOptions } from './flow/createFlowStore';
export {
  changePhoneNumberChallenge,
  loginActionTypes,
  recoveryChallengeTypes,
  selectChallenges,
} from './flow/selectChallenges';
export type { ChallengeSelection } from './flow/selectChallenges';

export { createCodeChallenge, codeErrorCodes, primaryPhoneNumberId, RESEND_COOLDOWN_MS } from './challenges/codeChallenge';
export type { CodeChallenge, CodeChallengeOptions, CodeChallengeState } from './challenges/codeChallenge';

export { sleep, systemClock } from './runtime/clock';
export type { Clock } from './runtime/clock';

export { createLoginStore } from './flow/createLoginStore';
export type { LoginActions, LoginAlert, LoginCredentials, LoginState, LoginStore, LoginStoreOptions, LoginVariant } from './flow/createLoginStore';
export { createPoller } from './runtime/poller';
export type { PollOutcome, Poller, PollerOptions } from './runtime/poller';
export { documentVisibility } from './runtime/visibility';
export type { Visibility } from './runtime/visibility';

// The zod-free part a form needs for its first paint, also on its own as `@gatehouse/core/forms`.
export {
  browserNavigation,
  CODE_LENGTH,
  cleanCode,
  defaultMessages,
  EMAIL_MAX_LENGTH,
  formatMessage,
  loginLinks,
  PASSWORD_MIN_LENGTH,
  passwordRequirements,
  safeNavigationTarget,
  validateCode,
  validateNewPassword,
  validateRequired,
  validateSignupEmail,
} from './forms';
export type { MessageKey, Messages, Navigation, PasswordRequirements, ValidationResult } from './forms';
