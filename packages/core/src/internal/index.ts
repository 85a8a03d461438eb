// @gatehouse-auth/core/internal: what Gatehouse's own packages (@gatehouse-auth/react, @gatehouse-auth/mock-api)
// need from core beyond its public entries. NOT PUBLIC: no semver, no documentation promise;
// names and signatures change with any release. Hosts import @gatehouse-auth/core, /forms and
// /step-up. It re-exports every public name too, so a sibling module imports from one place.
export { createClient } from '../api/client';
export type { ApiRequest, ApiResponse, Client, HttpMethod } from '../api/client';
export { defaults, resolveConfig } from '../api/config';
export type { GatehouseConfig, ResolvedConfig } from '../api/config';
export { retriedRequest, RetryLimitError } from '../api/retriedRequest';
export type { RetryOptions } from '../api/retriedRequest';
export {
  challengeAttributesSchema,
  challengeSchema,
  getOneTimeTokenStatus,
  loginActionTypes,
  oneTimeTokenPropertiesSchema,
  oneTimeTokenStatusSchema,
  phoneNumberRefSchema,
  requiredChallengeSchema,
} from '../api/oneTimeToken';
export type {
  Challenge,
  ChallengeAttributes,
  ChallengeType,
  OneTimeTokenProperties,
  PhoneNumberRef,
  RequiredChallenge,
} from '../api/oneTimeToken';
export { isOtpChannel, otpChannels, triggerOtp, verifyCode } from '../challenges/code/codeCalls';
export type { CodeChallengeType, OtpChannel } from '../challenges/code/codeCalls';
export { login, loginPayload, loginResponseSchema } from '../api/login';
export type { CaptchaAnswer, CaptchaType, LoginInput } from '../api/login';
export { exchangeToken, tokenExchangeResponseSchema } from '../api/tokenExchange';

export {
  GatehouseError,
  asGatehouseError,
  clientErrorCodes,
  isAbortError,
  isGatehouseError,
} from '../errors/gatehouseError';
export type {
  AsGatehouseErrorOptions,
  GatehouseErrorInit,
  GatehouseErrorParams,
} from '../errors/gatehouseError';
export { parseErrorBody } from '../api/parseErrorBody';
export { describeLoginError, loginErrorCodes } from '../errors/loginErrors';
export type { LoginErrorOutcome } from '../errors/loginErrors';
export { splitMessageLink } from '../errors/failureMessage';
export type { AlertAction } from '../errors/failureMessage';

export { transition, initialFlowState } from '../flow/flowState';
export type { ChallengeReport } from '../events/gatehouseEvent';
export type { FlowContext, FlowEvent, FlowState, FlowStatus } from '../flow/flowState';
export { createFlowStore, RESET_DELAY_MS, unsupportedChallengeCode } from '../flow/createFlowStore';
export type { FlowActions, FlowResult, FlowStore, FlowStoreOptions } from '../flow/createFlowStore';
export { callListener } from '../events/callListener';
export { emitterFor, reportListenerFailure } from '../events/listenerFailure';
export type {
  GatehouseEvent,
  GatehouseEventFlow,
  GatehouseEventListener,
  GatehouseScreen,
  SignupScreen,
  StepUpModalKind,
} from '../events/gatehouseEvent';
export { selectChallenges } from '../flow/selectChallenges';
export type { ChallengeSelection } from '../flow/selectChallenges';

// Challenge definitions: the generic part the flow reads, and each built-in type's spec.
export { methodLabel, readAttributes } from '../challenges/challengeSpec';
export { builtInChallengeSpecs } from '../challenges/builtInChallengeSpecs';
export type {
  AttributesIssue,
  AttributesSchema,
  ChallengeSpec,
  ChallengeSpecs,
  Translate,
} from '../challenges/challengeSpec';
export {
  codeAttributesSchema,
  smsSpec,
  totpSpec,
  voiceSpec,
  whatsappSpec,
} from '../challenges/code/spec';
export type { CodeAttributes } from '../challenges/code/spec';
export { passwordSpec } from '../challenges/password/spec';
export {
  mandatoryResetPasswordSpec,
  resetPasswordAttributesSchema,
} from '../challenges/mandatoryResetPassword/spec';
export type { ResetPasswordAttributes } from '../challenges/mandatoryResetPassword/spec';
export { phoneGuessAttributesSchema, phoneGuessSpec } from '../challenges/phoneGuess/spec';
export type { PhoneGuessAttributes } from '../challenges/phoneGuess/spec';
export {
  emailVerificationAttributesSchema,
  emailVerificationSpec,
} from '../challenges/emailVerification/spec';
export type { EmailVerificationAttributes } from '../challenges/emailVerification/spec';
export { emailCheckpointSpec } from '../challenges/emailCheckpoint/spec';
export { profilerSpec } from '../challenges/profiler/spec';
export { numberToMatch, pushSpec } from '../challenges/push/spec';
export type { PushAttributes } from '../challenges/push/spec';
export { passkeySpec } from '../challenges/passkey/spec';
export { faceMatchSpec } from '../challenges/faceMatch/spec';
export { selfieAttributesSchema, selfieWithIdSpec } from '../challenges/selfieWithId/spec';
export type { SelfieAttributes } from '../challenges/selfieWithId/spec';
export {
  changePhoneNumberAttributesSchema,
  changePhoneNumberChallenge,
  changePhoneNumberSpec,
} from '../challenges/changePhoneNumber/spec';
export type { ChangePhoneNumberAttributes } from '../challenges/changePhoneNumber/spec';
export {
  updatePhoneNumberAttributesSchema,
  updatePhoneNumberSpec,
} from '../challenges/updatePhoneNumber/spec';
export type { UpdatePhoneNumberAttributes } from '../challenges/updatePhoneNumber/spec';

export {
  createCodeController,
  codeErrorCodes,
  primaryPhoneNumberId,
  RESEND_COOLDOWN_MS,
} from '../challenges/code/codeController';
export type {
  CodeController,
  CodeControllerOptions,
  CodeControllerState,
} from '../challenges/code/codeController';

export { sleep, systemClock } from '../runtime/clock';
export type { Clock } from '../runtime/clock';
export { startDeadline } from '../runtime/deadline';
export type { Deadline } from '../runtime/deadline';

export { createLoginStore } from '../login/createLoginStore';
export type {
  LoginActions,
  LoginCredentials,
  LoginStore,
  LoginStoreOptions,
} from '../login/createLoginStore';
export type { LoginAlert, LoginState, LoginVariant } from '../login/loginState';
export { createPoller } from '../runtime/poller';
export type { PollOutcome, Poller, PollerOptions } from '../runtime/poller';
export { browserTabs, tabChannelName } from '../runtime/tabs';
export { documentVisibility } from '../runtime/visibility';
export type { Visibility } from '../runtime/visibility';

// Every text, and the catalogues of the screens that load on demand (their components pass them to withMessages).
export { defaultMessages } from '../messages/allMessages';
export { accountPhoneMessages } from '../messages/accountPhoneMessages';
export { signupMessages } from '../messages/signupMessages';
export { signupPhoneMessages } from '../messages/signupPhoneMessages';
export { stepUpMessages } from '../messages/stepUpMessages';
export { passkeyUnsupportedMessages } from '../messages/passkeyUnsupportedMessages';
export { challengeFlowMessages } from '../messages/challengeFlowMessages';
export { attemptLimitMessages } from '../challenges/attemptLimitMessages';
export { codeMessages } from '../challenges/code/codeMessages';
export { passwordMessages } from '../challenges/password/passwordMessages';
export { resetPasswordMessages } from '../challenges/mandatoryResetPassword/resetPasswordMessages';
export { phoneGuessMessages } from '../challenges/phoneGuess/phoneGuessMessages';
export { emailVerificationMessages } from '../challenges/emailVerification/emailVerificationMessages';
export { emailCheckpointMessages } from '../challenges/emailCheckpoint/emailCheckpointMessages';
export { profilerMessages } from '../challenges/profiler/profilerMessages';
export { pushMessages } from '../challenges/push/pushMessages';
export { passkeyChallengeMessages } from '../challenges/passkey/passkeyChallengeMessages';
export { faceMatchMessages } from '../challenges/faceMatch/faceMatchMessages';
export { selfieMessages } from '../challenges/selfieWithId/selfieMessages';
export { phoneChangeMessages } from '../challenges/changePhoneNumber/phoneChangeMessages';
export { updatePhoneNumberMessages } from '../challenges/updatePhoneNumber/updatePhoneNumberMessages';

// Email verification and email checkpoint challenges.
export { resendVerificationEmail } from '../challenges/emailVerification/emailVerificationCalls';
export {
  currentTimeZone,
  emailCheckpointTriggerResponseSchema,
  getEmailCheckpointStatus,
  triggerEmailCheckpoint,
} from '../challenges/emailCheckpoint/emailCheckpointCalls';
export type {
  EmailCheckpointTrigger,
  EmailCheckpointTriggerResponse,
} from '../challenges/emailCheckpoint/emailCheckpointCalls';
export {
  awaitsEmailVerification,
  createEmailVerificationController,
  EMAIL_VERIFICATION_POLL_INTERVAL_MS,
} from '../challenges/emailVerification/emailVerificationController';
export type {
  EmailVerificationController,
  EmailVerificationControllerOptions,
  EmailVerificationControllerState,
} from '../challenges/emailVerification/emailVerificationController';
export {
  createEmailCheckpointController,
  DEVICE_ORIGIN_GUARD_COOKIE,
  DEVICE_ORIGIN_GUARD_MAX_AGE_SECONDS,
  EMAIL_CHECKPOINT_DONE_PATH,
  EMAIL_CHECKPOINT_MAX_POLLS,
  EMAIL_CHECKPOINT_MAX_TRIGGERS,
  EMAIL_CHECKPOINT_POLL_INTERVAL_MS,
  EMAIL_CHECKPOINT_RESEND_AFTER_POLLS,
  emailCheckpointErrorCodes,
} from '../challenges/emailCheckpoint/emailCheckpointController';
export type {
  EmailCheckpointController,
  EmailCheckpointControllerOptions,
  EmailCheckpointControllerState,
} from '../challenges/emailCheckpoint/emailCheckpointController';
export { documentCookies, serializeCookie } from '../runtime/cookies';
export type { CookieOptions, CookieWriter } from '../runtime/cookies';

// Password, mandatory reset password and phone guess.
export {
  FORGOT_PASSWORD_PATH,
  sendForgotPasswordEmail,
  verifyPassword,
} from '../challenges/password/passwordCalls';
export { verifyPhoneGuess } from '../challenges/phoneGuess/phoneGuessCalls';
export {
  answerErrorCodes,
  LOGOUT_PATH,
  verifyFailureOutcome,
  type AnswerVerifyState,
} from '../challenges/verifyFailureOutcome';
export { createPasswordController } from '../challenges/password/passwordController';
export type {
  PasswordController,
  PasswordControllerOptions,
  PasswordControllerState,
} from '../challenges/password/passwordController';
export {
  cleanMissingNumbers,
  createPhoneGuessController,
  hiddenDigitCount,
} from '../challenges/phoneGuess/phoneGuessController';
export type {
  PhoneGuessController,
  PhoneGuessControllerOptions,
  PhoneGuessControllerState,
} from '../challenges/phoneGuess/phoneGuessController';

// Profiler and push challenges.
export { getProfilerStatus, triggerProfiler } from '../challenges/profiler/profilerCalls';
export type { StatusPollAnswer } from '../challenges/statusPoll';
export {
  getPushChallengeStatus,
  getPushStatusV1,
  pushChallengeStatusSchema,
  pushTriggerV2ResponseSchema,
  triggerPushV1,
  triggerPushV2,
} from '../challenges/push/pushCalls';
export type { PushChallengeStatus, PushTriggerV2Response } from '../challenges/push/pushCalls';
export { classifyStatusPollError, FATAL_POLL_STATUSES } from '../challenges/statusPoll';
export {
  createProfilerController,
  PROFILER_MAX_POLLS,
  PROFILER_POLL_INTERVAL_MS,
} from '../challenges/profiler/profilerController';
export type {
  ProfilerController,
  ProfilerControllerOptions,
  ProfilerControllerState,
} from '../challenges/profiler/profilerController';
export {
  createPushController,
  PUSH_MAX_POLLS,
  PUSH_NOT_RECEIVED_AFTER_POLLS,
  PUSH_POLL_INTERVAL_MS,
  pushErrorCodes,
  pushVersion,
} from '../challenges/push/pushController';
export type {
  PushController,
  PushControllerOptions,
  PushControllerState,
  PushFailure,
  PushVersion,
} from '../challenges/push/pushController';

// Sign-up phone verification.
export {
  completeSignupPhoneVerification,
  signupPhoneVerificationResponseSchema,
  startSignupPhoneVerification,
  updateSignupPhoneNumber,
} from '../api/signupPhone';
export type { SignupPhoneVerificationResponse, SignupSession } from '../api/signupPhone';
export { callingCodes, findCallingCode, isUsNumber } from '../phone/callingCodes';
export type { CallingCode } from '../phone/callingCodes';
export { toE164 } from '../phone/e164';
export type { PhoneNumberInput } from '../phone/e164';
export {
  describeSignupPhoneError,
  signupPhoneErrorCodes,
  signupPhoneLinks,
} from '../errors/signupPhoneErrors';
export type { SignupPhoneAlert, SignupPhoneErrorOutcome } from '../errors/signupPhoneErrors';
export { initialSignupPhoneState, signupPhoneTransition } from '../signupPhone/signupPhoneState';
export type {
  SignupPhoneEvent,
  SignupPhoneState,
  SignupPhoneStatus,
} from '../signupPhone/signupPhoneState';
export { createSignupPhoneStore } from '../signupPhone/createSignupPhoneStore';
export type {
  SignupPhoneActions,
  SignupPhoneStore,
  SignupPhoneStoreOptions,
} from '../signupPhone/createSignupPhoneStore';

// Sign-up: the email form and the full registration form.
export {
  createSignup,
  resendSignupEmail,
  signupPayload,
  signupResponseSchema,
} from '../api/signup';
export type { AccountType, SignupInput, SignupResult } from '../api/signup';
export { countriesResponseSchema, countrySchema, getCountries } from '../api/countries';
export type { Country } from '../api/countries';
export {
  captchaFailedCode,
  captchaFailureMessage,
  createSignupStore,
  randomFlowId,
  SIGNUP_COOKIE,
  SIGNUP_COOKIE_MAX_AGE_SECONDS,
  SIGNUP_COOKIE_PATH,
} from '../signup/createSignupStore';
export type {
  CaptchaSource,
  ResendState,
  SignupActions,
  SignupAlert,
  SignupState,
  SignupStore,
  SignupStoreOptions,
  SignupValues,
} from '../signup/createSignupStore';
export { createCountriesStore } from '../signup/createCountriesStore';
export type {
  CountriesActions,
  CountriesStore,
  CountriesStoreOptions,
} from '../signup/createCountriesStore';

// Captcha, shared by sign-up and login.

// Passkeys and social sign-in.
export {
  getLoginPasskeyOptions,
  loginPasskeyOptionsSchema,
  passkeyLogin,
  passkeyLoginPayload,
} from '../api/passkey';
export { passkeyRequestOptionsSchema } from '../api/passkeyOptions';
export {
  challengePasskeyOptionsSchema,
  getChallengePasskeyOptions,
  verifyChallengePasskey,
} from '../challenges/passkey/passkeyCalls';
export type { PasskeyLoginInput } from '../api/passkey';
export type {
  PasskeyAssertion,
  PasskeyCeremony,
  PasskeyRequestOptions,
} from '../api/passkeyOptions';
export {
  createPasskeyAutofill,
  PASSKEY_AUTOFILL_MIN_TIMEOUT_MS,
  PASSKEY_AUTOFILL_REFRESH_MARGIN_MS,
  passkeyAutofillRefreshMs,
} from '../passkey/passkeyAutofill';
export type { PasskeyAutofill, PasskeyAutofillOptions } from '../passkey/passkeyAutofill';
export {
  socialLoginResponseSchema,
  socialProviderOrigins,
  socialProviders,
  startSocialLogin,
} from '../api/social';
export type { SocialLoginInput, SocialProvider } from '../api/social';
export { loginClientErrorCodes } from '../login/createLoginStore';
export type { LoginExtras } from '../login/createLoginStore';
export type { LoginMethod } from '../login/loginState';

// PASSKEY challenge: options, the browser's ceremony, verify.
export {
  createPasskeyController,
  passkeyChallengeErrorCodes,
} from '../challenges/passkey/passkeyController';
export type {
  PasskeyController,
  PasskeyControllerOptions,
  PasskeyControllerState,
} from '../challenges/passkey/passkeyController';

// Step-up
// (also on its own as `@gatehouse-auth/core/step-up`: what withStepUp needs, without the client)
export { approvalResult, createStepUpFetch, stepUpHeaders } from '../stepUp/stepUpFetch';
export type { StepUpFetchOptions, StepUpUi } from '../stepUp/stepUpFetch';
export { isStepUpError, StepUpError } from '../stepUp/stepUpError';
export type { StepUpErrorCode } from '../stepUp/stepUpError';
export type { CoolOffContent } from '../stepUp/coolOff';
export { createTurns } from '../runtime/turns';
export type { Turns } from '../runtime/turns';
export { coolOffBodySchema, readCoolOff } from '../stepUp/coolOff';
export { checkStepUpToken, refusedStepUpActionTypes } from '../stepUp/stepUpToken';

// Phone-number change: INITIATE_CHANGE_PHONE_NUMBER_FLOW's token and page, UPDATE_PHONE_NUMBER.
export {
  PHONE_CHANGE_CLIENT_ID,
  PHONE_CHANGE_OTT_PATH,
  PHONE_CHANGE_PAGE_PATH,
  phoneChangeFallbackHref,
  phoneChangeLink,
  phoneChangeOttResponseSchema,
  readPhoneChangeLink,
  requestPhoneChangeToken,
  startPhoneNumberChange,
} from '../challenges/changePhoneNumber/phoneChangeCalls';
export {
  describeUpdatePhoneNumberError,
  UPDATE_PHONE_NUMBER_PATH,
  verifyNewPhoneNumber,
} from '../challenges/updatePhoneNumber/updatePhoneNumberCalls';
export type {
  PhoneChangeLink,
  PhoneChangeOttResponse,
  StartPhoneNumberChangeOptions,
} from '../challenges/changePhoneNumber/phoneChangeCalls';

// SELFIE_WITH_ID: the photo's checks, the multipart upload, the challenge's states.
export {
  SELFIE_MAX_BYTES,
  SELFIE_UPLOAD_TIMEOUT_MS,
  selfieUploadError,
  selfieUploadErrorCodes,
  selfieUploadErrorSchema,
  selfieUploadFields,
  selfieUploadUrl,
  uploadSelfie,
} from '../challenges/selfieWithId/selfieUpload';
export type { SelfieUploadInput } from '../challenges/selfieWithId/selfieUpload';
export {
  checkSelfieFile,
  checkSelfiePhoto,
  createSelfieWithIdController,
  fileSizeInMb,
  isMobileUserAgent,
  phoneNumberChange,
} from '../challenges/selfieWithId/selfieWithIdController';
export type {
  SelfieWithIdController,
  SelfieWithIdControllerOptions,
  SelfieWithIdControllerState,
  SelfiePhase,
  SelfieProblem,
} from '../challenges/selfieWithId/selfieWithIdController';
export {
  SELFIE_MAX_PIXELS,
  SELFIE_MAX_SIDE,
  SELFIE_PHOTO_TYPES,
} from '../challenges/selfieWithId/selfieImage';

// FACE_MATCH: the face-match calls, the fallback rules, the challenge's states.
export {
  FACE_SCAN_SDK_VERSION,
  FACE_SCAN_SDK_VERSION_HEADER,
  faceMatchFlowResponseSchema,
  faceMatchStatusResults,
  faceMatchStatusSchema,
  faceMatchTriggerResponseSchema,
  faceScanResultSchema,
  getFaceMatchStatus,
  INVALID_FACE_SCAN_CODE,
  startFaceMatchFlow,
  startFaceMatchRejectionFlow,
  submitFaceScan,
  triggerFaceMatch,
} from '../challenges/faceMatch/faceMatchCalls';
export type {
  FaceMatchStatusResult,
  FaceMatchTriggerResponse,
  FaceScanResult,
  FaceScanSession,
} from '../challenges/faceMatch/faceMatchCalls';
export {
  CAMERA_TIMEOUT_ERROR,
  CAMERA_TIMEOUT_MS,
  createFaceMatchController,
  FACE_MATCH_MAX_POLLS,
  FACE_MATCH_POLL_INTERVAL_MS,
  faceMatchErrorCodes,
  faceMatchFallback,
  faceMatchFlowResults,
  faceMatchIntroProceeds,
  isFirefoxUserAgent,
} from '../challenges/faceMatch/faceMatchController';
export type {
  CameraAvailability,
  CameraCheck,
  CameraRequiredScreen,
  FaceMatchController,
  FaceMatchControllerOptions,
  FaceMatchControllerState,
  FaceMatchFailure,
  FaceMatchFallback,
  FaceMatchPhase,
  FaceScanCapture,
} from '../challenges/faceMatch/faceMatchController';

// Logged-in phone add and change: list, create PRIMARY or update through step-up.
export {
  createPrimaryPhoneNumber,
  listPhoneNumbers,
  phoneNumberListSchema,
  phoneNumberSchema,
  phoneNumbersPath,
  updatePhoneNumber,
} from '../api/phoneNumbers';
export type { PhoneNumber, SavedPhoneNumber } from '../api/phoneNumbers';
export {
  accountPhoneErrorCodes,
  accountPhoneTransition,
  describeAccountPhoneError,
  describePhoneNumbersLoadError,
  hasPrimaryPhoneNumber,
  initialAccountPhoneState,
} from '../accountPhone/accountPhoneState';
export type {
  AccountPhoneAlert,
  AccountPhoneErrorOutcome,
  AccountPhoneEvent,
  AccountPhoneState,
  AccountPhoneStatus,
} from '../accountPhone/accountPhoneState';
export { createAccountPhoneStore } from '../accountPhone/createAccountPhoneStore';
export type {
  AccountPhoneActions,
  AccountPhoneStore,
  AccountPhoneStoreOptions,
} from '../accountPhone/createAccountPhoneStore';

// What the forms use before they talk to the server (the public part is also @gatehouse-auth/core/forms).
export { baseMessages, fillMessage } from '../messages/defaultMessages';
export { formatMessage } from '../messages/formatMessage';
export type { MessageKey, Messages } from '../messages/defaultMessages';
export {
  EMAIL_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordRequirements,
  validateNewPassword,
  validateRequired,
  validateSignupEmail,
} from '../validators/validators';
export { CODE_LENGTH, cleanCode, validateCode } from '../validators/codeValidators';
export type { PasswordRequirements, ValidationResult } from '../validators/validators';
export { loginLinks } from '../errors/loginLinks';
export { failureMessageKey } from '../errors/failureMessage';
export { allowedUrl, browserNavigation } from '../runtime/navigation';
export type { Navigation } from '../runtime/navigation';
export { untilAborted } from '../runtime/untilAborted';
export {
  countryChoice,
  countryLabel,
  countryWarning,
  DEFAULT_COUNTRY,
  initialCountryLists,
  registerLocation,
  resolveCountry,
  selectableCountries,
  signupLinks,
  signupLoginHref,
  signupQuery,
  TRACKING_PARAMETERS,
} from '../signup/signupRules';
export type { CountryLists, CountryListState, SignupVariant } from '../signup/signupRules';
export { CaptchaError, isCaptchaError } from '../captcha/captchaErrors';
export type { CaptchaErrorKind, CaptchaMessageKey } from '../captcha/captchaErrors';
export { turnstileErrorAction, turnstileErrorClasses } from '../captcha/turnstileErrors';
export type { TurnstileErrorAction } from '../captcha/turnstileErrors';
export {
  CAPTCHA_READY_CHECK_MS,
  CAPTCHA_READY_TIMEOUT_MS,
  MAX_TURNSTILE_RETRIES,
  waitForReady,
} from '../captcha/waitForReady';
export type { WaitForReadyOptions } from '../captcha/waitForReady';
export { runCaptcha } from '../captcha/runCaptcha';
export type { CaptchaWidget, RunCaptchaOptions } from '../captcha/runCaptcha';
export { loginOptionLinks } from '../login/loginOptionLinks';
export { helpLinks } from '../errors/helpLinks';
export { conditionalMediationAvailable, passkeysSupported } from '../passkey/passkeySupport';
export { SOCIAL_STATE_PARAM, takeSocialReturn } from '../login/socialReturn';
export { prepareSocialReturn } from '../login/socialStart';
export type { SocialReturn, SocialStateStorage } from '../login/socialReturn';
