// @gatehouse/core: the framework-free half of Gatehouse, for a host that builds its own UI or
// talks to the identity API without React. Every export here is documented in this package's
// README ("API"); api-report/core.md lists them with their declarations, and CI checks that
// list. What Gatehouse's own packages need beyond this is in @gatehouse/core/internal, which is
// not public.

// The HTTP client and its configuration.
export { createClient } from './api/client';
export type { ApiRequest, ApiResponse, Client, HttpMethod } from './api/client';
export { defaults, resolveConfig } from './api/config';
export type { GatehouseConfig, ResolvedConfig } from './api/config';
export { systemClock } from './runtime/clock';
export type { Clock } from './runtime/clock';
export { browserNavigation } from './runtime/navigation';
export type { Navigation } from './runtime/navigation';

// Calls a host may make itself.
export { login } from './api/login';
export type { CaptchaAnswer, CaptchaType, LoginInput } from './api/login';
export { getOneTimeTokenStatus } from './api/oneTimeToken';
export type { Challenge, ChallengeAttributes, ChallengeType, OneTimeTokenProperties, RequiredChallenge } from './api/oneTimeToken';
export { triggerOtp, verifyCode } from './challenges/code/codeCalls';
export type { CodeChallengeType, OtpChannel } from './challenges/code/codeCalls';
export { exchangeToken } from './api/tokenExchange';
export { retriedRequest, RetryLimitError } from './api/retriedRequest';
export type { RetryOptions } from './api/retriedRequest';

// Errors.
export { GatehouseError, asGatehouseError, clientErrorCodes, isAbortError, isGatehouseError } from './errors/gatehouseError';
export type { GatehouseErrorInit, GatehouseErrorParams } from './errors/gatehouseError';

// The challenge flow and the challenge registry.
export { createFlowStore } from './flow/createFlowStore';
export type { FlowActions, FlowResult, FlowStore, FlowStoreOptions } from './flow/createFlowStore';
export { initialFlowState, transition } from './flow/flowState';
export type { FlowContext, FlowEvent, FlowState, FlowStatus } from './flow/flowState';
export { selectChallenges } from './flow/selectChallenges';
export type { ChallengeSelection } from './flow/selectChallenges';
export { methodLabel, readAttributes } from './challenges/challengeSpec';
export type { AttributesIssue, AttributesSchema, ChallengeSpec, ChallengeSpecs, Translate } from './challenges/challengeSpec';
export { builtInChallengeSpecs } from './challenges/builtInChallengeSpecs';
export { attemptLimitMessages } from './challenges/attemptLimitMessages';
export { LOGOUT_PATH, verifyFailureOutcome } from './challenges/verifyFailureOutcome';

// Each built-in challenge's logic, for a screen of your own.
export { createCodeChallenge } from './challenges/code/codeChallenge';
export type { CodeChallenge, CodeChallengeOptions, CodeChallengeState } from './challenges/code/codeChallenge';
export { createPasswordChallenge } from './challenges/password/passwordChallenge';
export type { PasswordChallenge, PasswordChallengeOptions, PasswordChallengeState } from './challenges/password/passwordChallenge';
export { createPhoneGuessChallenge } from './challenges/phoneGuess/phoneGuessChallenge';
export type { PhoneGuessChallenge, PhoneGuessChallengeOptions, PhoneGuessChallengeState } from './challenges/phoneGuess/phoneGuessChallenge';
export { createEmailVerificationChallenge } from './challenges/emailVerification/emailVerificationChallenge';
export type {
  EmailVerificationChallenge,
  EmailVerificationChallengeOptions,
  EmailVerificationState,
} from './challenges/emailVerification/emailVerificationChallenge';
export { createEmailCheckpointChallenge } from './challenges/emailCheckpoint/emailCheckpointChallenge';
export type {
  EmailCheckpointChallenge,
  EmailCheckpointChallengeOptions,
  EmailCheckpointState,
} from './challenges/emailCheckpoint/emailCheckpointChallenge';
export { createProfilerChallenge } from './challenges/profiler/profilerChallenge';
export type { ProfilerChallenge, ProfilerChallengeOptions, ProfilerChallengeState } from './challenges/profiler/profilerChallenge';
export { createPushChallenge } from './challenges/push/pushChallenge';
export type { PushChallenge, PushChallengeOptions, PushChallengeState } from './challenges/push/pushChallenge';
export { createPasskeyChallenge } from './challenges/passkey/passkeyChallenge';
export type { PasskeyChallenge, PasskeyChallengeOptions, PasskeyChallengeState } from './challenges/passkey/passkeyChallenge';
export { createFaceMatchChallenge } from './challenges/faceMatch/faceMatchChallenge';
export type { FaceMatchChallenge, FaceMatchChallengeOptions, FaceMatchChallengeState } from './challenges/faceMatch/faceMatchChallenge';
export type { FaceScanResult, FaceScanSession } from './challenges/faceMatch/faceMatchCalls';
export { createSelfieChallenge } from './challenges/selfieWithId/selfieChallenge';
export type { SelfieChallenge, SelfieChallengeOptions, SelfieChallengeState } from './challenges/selfieWithId/selfieChallenge';

// The widgets' logic, for forms of your own.
export { createLoginStore } from './flow/createLoginStore';
export type { LoginActions, LoginAlert, LoginCredentials, LoginState, LoginStore, LoginStoreOptions, LoginVariant } from './flow/createLoginStore';
export { createSignupStore } from './flow/createSignupStore';
export type { CaptchaSource, SignupActions, SignupAlert, SignupState, SignupStore, SignupStoreOptions, SignupValues } from './flow/createSignupStore';
export type { SignupResult } from './api/signup';
export type { AccountType, Country } from './flow/signupRules';
export { createCountriesStore } from './flow/createCountriesStore';
export type { CountriesActions, CountriesStore, CountriesStoreOptions } from './flow/createCountriesStore';
export { createSignupPhoneStore } from './flow/createSignupPhoneStore';
export type { SignupPhoneActions, SignupPhoneStore, SignupPhoneStoreOptions } from './flow/createSignupPhoneStore';
export type { SignupPhoneState, SignupPhoneStatus } from './flow/signupPhoneState';
export type { PhoneNumberInput } from './phone/e164';
export { createAccountPhoneStore } from './flow/createAccountPhoneStore';
export type { AccountPhoneActions, AccountPhoneStore, AccountPhoneStoreOptions } from './flow/createAccountPhoneStore';
export type { AccountPhoneState, AccountPhoneStatus } from './flow/accountPhoneState';
export type { PhoneNumber, SavedPhoneNumber } from './api/phoneNumbers';
export { createPoller } from './runtime/poller';
export type { PollOutcome, Poller, PollerOptions } from './runtime/poller';

// Texts.
export { defaultMessages } from './messages/allMessages';

// What a form needs before it talks to the server (texts' formatting, validation with SPEC.md's
// rules and texts, the navigation gate, the social sign-in's return, captcha errors), also on
// its own, with no zod and no client, as @gatehouse/core/forms.
export {
  allowedUrl,
  CaptchaError,
  cleanCode,
  CODE_LENGTH,
  EMAIL_MAX_LENGTH,
  formatMessage,
  isCaptchaError,
  PASSWORD_MIN_LENGTH,
  passwordRequirements,
  prepareSocialReturn,
  takeSocialReturn,
  validateCode,
  validateNewPassword,
  validateRequired,
  validateSignupEmail,
} from './forms';
export type {
  CaptchaErrorKind,
  CaptchaMessageKey,
  MessageKey,
  Messages,
  PasswordRequirements,
  SocialReturn,
  SocialStateStorage,
  ValidationResult,
} from './forms';

// The phone-number change page a host serves.
export { PHONE_CHANGE_PAGE_PATH, readPhoneChangeLink } from './challenges/changePhoneNumber/phoneChangeCalls';
export type { PhoneChangeLink } from './challenges/changePhoneNumber/phoneChangeCalls';

// Step-up, also on its own as @gatehouse/core/step-up.
export { approvalResult, createStepUpFetch, isStepUpError, StepUpError, stepUpHeaders } from './step-up';
export type { CoolOffContent, StepUpErrorCode, StepUpFetchOptions, StepUpUi } from './step-up';
