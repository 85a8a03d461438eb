// @gatehouse-auth/core: the framework-free half of Gatehouse, for a host that embeds the widgets or
// talks to the identity API without React. The logic behind each screen, for a UI of your own,
// is @gatehouse-auth/core/headless. Every export here is documented in this package's
// README ("API"); api-report/core.md lists them with their declarations, and CI checks that
// list. What Gatehouse's own packages need beyond this is in @gatehouse-auth/core/internal, which is
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
export { browserConnectivity } from './runtime/connectivity';
export type { Connectivity } from './runtime/connectivity';
export type { NetworkWaits } from './runtime/networkWaits';

// Calls a host may make itself.
export { login } from './api/login';
export type { CaptchaAnswer, CaptchaType, LoginInput } from './api/login';
// The one-press login for a host's own "Log in" button (immediate mediation).
export { immediatePasskeyLogin } from './passkey/immediatePasskeyLogin';
export type { ImmediatePasskeyLoginOptions } from './passkey/immediatePasskeyLogin';
export { getOneTimeTokenStatus } from './api/oneTimeToken';
export type {
  Challenge,
  ChallengeAttributes,
  ChallengeType,
  OneTimeTokenProperties,
  RequiredChallenge,
} from './api/oneTimeToken';
export { triggerOtp, verifyCode } from './challenges/code/codeCalls';
export type { CodeChallengeType, OtpChannel } from './challenges/code/codeCalls';
export type { TokenCall } from './api/oneTimeToken';
export { exchangeToken, type TokenExchangeAnswer } from './api/tokenExchange';
export { retriedRequest, RetryLimitError } from './api/retriedRequest';
export type { RetryOptions } from './api/retriedRequest';

// Errors.
export {
  GatehouseError,
  asGatehouseError,
  clientErrorCodes,
  isAbortError,
  isGatehouseError,
} from './errors/gatehouseError';
export type {
  AsGatehouseErrorOptions,
  GatehouseErrorInit,
  GatehouseErrorParams,
} from './errors/gatehouseError';

export type { ChallengeReport } from './events/gatehouseEvent';
// The challenge flow and the challenge registry.
export { createFlowStore } from './flow/createFlowStore';
export type { FlowActions, FlowResult, FlowStore, FlowStoreOptions } from './flow/createFlowStore';
export { initialFlowState, transition } from './flow/flowState';
export type { FlowContext, FlowEvent, FlowState, FlowStatus } from './flow/flowState';
export { selectChallenges } from './flow/selectChallenges';
export type { ChallengeSelection } from './flow/selectChallenges';
export { methodLabel, readAttributes } from './challenges/challengeDefinition';
export type {
  AttributesIssue,
  AttributesSchema,
  ChallengeDefinition,
  ChallengeDefinitions,
  ChallengeTexts,
} from './challenges/challengeDefinition';
export type { Translate } from './messages/baseMessages';
export { builtInChallengeDefinitions } from './challenges/builtInChallengeDefinitions';
export { attemptLimitMessages } from './challenges/attemptLimitMessages';
export { LOGOUT_PATH, verifyFailureOutcome } from './challenges/verifyFailureOutcome';

// The data the widgets' logic reads and returns (the logic itself is @gatehouse-auth/core/headless).
export type { FaceScanResult, FaceScanSession } from './challenges/faceMatch/faceMatchCalls';
export type { AccountType, SignupResult } from './api/signup';
export type { Country } from './api/countries';
export type { PhoneNumberInput } from './phone/e164';
export type { PhoneNumber, SavedPhoneNumber } from './api/phoneNumbers';

// Analytics: what `onEvent` receives (a widget's, the provider's, a store's), for a funnel.
export type {
  CaptchaFailedEvent,
  ChallengeCompletedEvent,
  ChallengeFailedEvent,
  ChallengeStartedEvent,
  CodeResentEvent,
  FlowCompletedEvent,
  GatehouseEvent,
  GatehouseEventFlow,
  GatehouseEventListener,
  GatehouseEventType,
  GatehouseScreen,
  MethodSwitchedEvent,
  ScreenShownEvent,
  SignupScreen,
  StepUpApprovedEvent,
  StepUpClosedEvent,
  StepUpModalKind,
  StepUpOpenedEvent,
} from './events/gatehouseEvent';

// SPEC.md's polling, with its limits, for a wait of your own; and its tabs' coordination.
export { createPoller } from './runtime/poller';
export type { PollOutcome, Poller, PollerOptions } from './runtime/poller';
export { checkWaitingTabs } from './runtime/tabs';
export type { TabLink } from './runtime/tabs';
export type { Visibility } from './runtime/visibility';

// Texts.
export { defaultMessages } from './locales/defaultMessages';

// What a form needs before it talks to the server (texts' formatting, validation with SPEC.md's
// rules and texts, the navigation gate, the social sign-in's return, captcha errors), also on
// its own as @gatehouse-auth/core/forms.
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
  LocalePack,
  MessageKey,
  Messages,
  PasswordRequirements,
  SocialReturn,
  SocialStateStorage,
  ValidationResult,
} from './forms';

// The phone-number change page a host serves.
export {
  CHANGE_PHONE_NUMBER_PAGE_PATH,
  readChangePhoneNumberLink,
} from './challenges/changePhoneNumber/changePhoneNumberCalls';
export type { ChangePhoneNumberLink } from './challenges/changePhoneNumber/changePhoneNumberCalls';

// Step-up, also on its own as @gatehouse-auth/core/step-up.
export {
  approvalResult,
  createStepUpFetch,
  isStepUpError,
  StepUpError,
  stepUpHeaders,
} from './step-up';
export type {
  CoolOffContent,
  StepUpDescription,
  StepUpDescriptions,
  StepUpErrorCode,
  StepUpFetchOptions,
  StepUpRequestInit,
  StepUpUi,
} from './step-up';
