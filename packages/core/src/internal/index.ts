// @gatehouse-auth/core/internal: the packages' contract with each other, NOT PUBLIC. It holds
// exactly the names that @gatehouse-auth/react, @gatehouse-auth/mock-api, the examples, e2e/,
// scripts/ and .storybook/ import, from here or from a deep path
// `@gatehouse-auth/core/internal/<dir>/<module>` (whose types are this entry's declarations);
// `node scripts/check-internal-entry.mjs` fails on a name nobody imports, and
// api-report/core-internal.md shows every change. No semver, no documentation promise: names and
// signatures change with any release. Hosts import @gatehouse-auth/core, /forms, /step-up and
// /headless.
export { createClient } from '../api/client';

export type { GatehouseConfig } from '../api/config';

export {
  loginActionTypes,
  oneTimeTokenStatusSchema,
  requiredChallengeSchema,
} from '../api/oneTimeToken';

export { otpChannels } from '../challenges/code/codeCalls';

export { loginResponseSchema } from '../api/login';
export type { CaptchaAnswer, CaptchaType } from '../api/login';
export { tokenExchangeResponseSchema } from '../api/tokenExchange';

export { GatehouseError, asGatehouseError, isAbortError } from '../errors/gatehouseError';

export { errorMonitor } from '../errors/errorMonitor';

export { describeLoginError } from '../errors/loginErrors';

export type { AlertAction } from '../errors/failureMessage';

export { createFlowStore } from '../flow/createFlowStore';

export { callListener } from '../events/callListener';
export { reportListenerFailure } from '../events/listenerFailure';
export type {
  GatehouseEvent,
  GatehouseEventFlow,
  GatehouseEventListener,
  GatehouseScreen,
  SignupScreen,
} from '../events/gatehouseEvent';

// Challenge definitions: the generic part the flow reads, and each built-in type's definition.
export { methodLabel, readAttributes } from '../challenges/challengeDefinition';

export {
  smsDefinition,
  totpDefinition,
  voiceDefinition,
  whatsappDefinition,
} from '../challenges/code/codeDefinitions';
export type { CodeAttributes } from '../challenges/code/codeDefinitions';
export { passwordDefinition } from '../challenges/password/passwordDefinition';
export { mandatoryResetPasswordDefinition } from '../challenges/mandatoryResetPassword/mandatoryResetPasswordDefinition';
export type { ResetPasswordAttributes } from '../challenges/mandatoryResetPassword/mandatoryResetPasswordDefinition';
export { phoneGuessDefinition } from '../challenges/phoneGuess/phoneGuessDefinition';
export type { PhoneGuessAttributes } from '../challenges/phoneGuess/phoneGuessDefinition';
export { emailVerificationDefinition } from '../challenges/emailVerification/emailVerificationDefinition';
export type { EmailVerificationAttributes } from '../challenges/emailVerification/emailVerificationDefinition';
export { emailCheckpointDefinition } from '../challenges/emailCheckpoint/emailCheckpointDefinition';
export { profilerDefinition } from '../challenges/profiler/profilerDefinition';
export { numberToMatch, pushDefinition } from '../challenges/push/pushDefinition';
export type { PushAttributes } from '../challenges/push/pushDefinition';
export { passkeyDefinition } from '../challenges/passkey/passkeyDefinition';
export { faceMatchDefinition } from '../challenges/faceMatch/faceMatchDefinition';
export { selfieWithIdDefinition } from '../challenges/selfieWithId/selfieWithIdDefinition';
export type { SelfieAttributes } from '../challenges/selfieWithId/selfieWithIdDefinition';
export {
  changePhoneNumberChallenge,
  changePhoneNumberDefinition,
} from '../challenges/changePhoneNumber/changePhoneNumberDefinition';
export type { ChangePhoneNumberAttributes } from '../challenges/changePhoneNumber/changePhoneNumberDefinition';
export { updatePhoneNumberDefinition } from '../challenges/updatePhoneNumber/updatePhoneNumberDefinition';
export type { UpdatePhoneNumberAttributes } from '../challenges/updatePhoneNumber/updatePhoneNumberDefinition';

export { createCodeController } from '../challenges/code/codeController';

export { sleep, systemClock } from '../runtime/clock';
export type { Clock } from '../runtime/clock';
export { startDeadline } from '../runtime/deadline';

export { createLoginStore } from '../login/createLoginStore';

export { createPoller } from '../runtime/poller';

export type { Visibility } from '../runtime/visibility';

// The catalogues of the screens that load on demand (their components pass them to withMessages).
export { accountPhoneMessages } from '../messages/accountPhoneMessages';
export { signupMessages } from '../messages/signupMessages';
export { signupPhoneMessages } from '../messages/signupPhoneMessages';
export { stepUpMessages } from '../messages/stepUpMessages';
export { passkeyUnsupportedMessages } from '../messages/passkeyUnsupportedMessages';
export { passkeyOfferMessages } from '../messages/passkeyOfferMessages';
export { challengeFlowMessages } from '../messages/challengeFlowMessages';
export { offlineMessages } from '../messages/offlineMessages';

export { changePhoneNumberMessages } from '../challenges/changePhoneNumber/changePhoneNumberMessages';

// Email verification and email checkpoint challenges.
export { resendVerificationEmail } from '../challenges/emailVerification/emailVerificationCalls';
export {
  emailCheckpointTriggerResponseSchema,
  getEmailCheckpointStatus,
  triggerEmailCheckpoint,
} from '../challenges/emailCheckpoint/emailCheckpointCalls';

export { createEmailVerificationController } from '../challenges/emailVerification/emailVerificationController';

export { createEmailCheckpointController } from '../challenges/emailCheckpoint/emailCheckpointController';

// Password, mandatory reset password and phone guess.
export { sendForgotPasswordEmail, verifyPassword } from '../challenges/password/passwordCalls';
export { verifyPhoneGuess } from '../challenges/phoneGuess/phoneGuessCalls';
export type { AnswerVerifyState } from '../challenges/verifyFailureOutcome';
export { createPasswordController } from '../challenges/password/passwordController';

export {
  cleanMissingNumbers,
  createPhoneGuessController,
} from '../challenges/phoneGuess/phoneGuessController';

// Profiler and push challenges.
export { getProfilerStatus, triggerProfiler } from '../challenges/profiler/profilerCalls';

export {
  getPushChallengeStatus,
  getPushStatusV1,
  pushChallengeStatusSchema,
  pushTriggerV2ResponseSchema,
  triggerPushV1,
  triggerPushV2,
} from '../challenges/push/pushCalls';

export { createProfilerController } from '../challenges/profiler/profilerController';

export { createPushController } from '../challenges/push/pushController';

// Sign-up phone verification.
export {
  completeSignupPhoneVerification,
  signupPhoneVerificationResponseSchema,
  startSignupPhoneVerification,
  updateSignupPhoneNumber,
} from '../api/signupPhone';

export { callingCodes, findCallingCode, isUsNumber } from '../phone/callingCodes';

export { toE164 } from '../phone/e164';
export type { PhoneNumberInput } from '../phone/e164';
export { signupPhoneLinks } from '../errors/signupPhoneErrors';
export type { SignupPhoneAlert } from '../errors/signupPhoneErrors';

export { createSignupPhoneStore } from '../signupPhone/createSignupPhoneStore';

// Sign-up: the email form and the full registration form.
export { createSignup, resendSignupEmail, signupResponseSchema } from '../api/signup';
export type { AccountType } from '../api/signup';
export { countriesResponseSchema, getCountries } from '../api/countries';
export type { Country } from '../api/countries';
export { createSignupStore } from '../signup/createSignupStore';
export type { ResendState } from '../signup/createSignupStore';
export { createCountriesStore } from '../signup/createCountriesStore';

// Passkeys and social sign-in.
export { getLoginPasskeyOptions, passkeyLogin } from '../api/passkey';

export {
  getChallengePasskeyOptions,
  verifyChallengePasskey,
} from '../challenges/passkey/passkeyCalls';

export type { PasskeyAssertion, PasskeyCeremony } from '../api/passkeyOptions';
export { getPasskeyAssertion } from '../passkey/webauthn';
export { getPasskeyRegistrationOptions, registerPasskey } from '../api/passkeyRegistration';
export type { PasskeyCreationCeremony } from '../api/passkeyRegistration';
export { createPasskeyCredential } from '../passkey/passkeyCreation';

export { socialLoginResponseSchema, startSocialLogin } from '../api/social';
export type { SocialProvider } from '../api/social';

export type { LoginExtras } from '../login/createLoginStore';

// PASSKEY challenge: options, the browser's ceremony, verify.
export { createPasskeyController } from '../challenges/passkey/passkeyController';

// Step-up
// (also on its own as `@gatehouse-auth/core/step-up`: what withStepUp needs, without the client)
export { createStepUpFetch } from '../stepUp/stepUpFetch';

export { isStepUpError, StepUpError } from '../stepUp/stepUpError';

export { createTurns } from '../runtime/turns';

export { readCoolOff } from '../stepUp/coolOff';
export { checkStepUpToken } from '../stepUp/stepUpToken';

// Phone-number change: INITIATE_CHANGE_PHONE_NUMBER_FLOW's token and page, UPDATE_PHONE_NUMBER.
export {
  changePhoneNumberFallbackHref,
  changePhoneNumberOttResponseSchema,
  requestChangePhoneNumberToken,
  startChangePhoneNumber,
} from '../challenges/changePhoneNumber/changePhoneNumberCalls';
export {
  describeUpdatePhoneNumberError,
  verifyNewPhoneNumber,
} from '../challenges/updatePhoneNumber/updatePhoneNumberCalls';

// SELFIE_WITH_ID: the photo's checks, the multipart upload, the challenge's states.
export {
  SELFIE_MAX_BYTES,
  selfieUploadFields,
  uploadSelfie,
} from '../challenges/selfieWithId/selfieUpload';

export {
  createSelfieWithIdController,
  isMobileUserAgent,
  phoneNumberChange,
} from '../challenges/selfieWithId/selfieWithIdController';
export type { SelfieProblem } from '../challenges/selfieWithId/selfieWithIdController';
export { SELFIE_PHOTO_TYPES } from '../challenges/selfieWithId/selfieImage';

// FACE_MATCH: the face-match calls, the fallback rules, the challenge's states.
export {
  FACE_SCAN_SDK_VERSION,
  FACE_SCAN_SDK_VERSION_HEADER,
  faceMatchFlowResponseSchema,
  faceMatchStatusSchema,
  faceMatchTriggerResponseSchema,
  faceScanResultSchema,
  getFaceMatchStatus,
  startFaceMatchFlow,
  startFaceMatchRejectionFlow,
  submitFaceScan,
  triggerFaceMatch,
} from '../challenges/faceMatch/faceMatchCalls';
export type { FaceMatchStatusResult } from '../challenges/faceMatch/faceMatchCalls';
export {
  CAMERA_TIMEOUT_ERROR,
  CAMERA_TIMEOUT_MS,
  createFaceMatchController,
  isFirefoxUserAgent,
} from '../challenges/faceMatch/faceMatchController';
export type {
  CameraAvailability,
  CameraCheck,
  FaceScanCapture,
} from '../challenges/faceMatch/faceMatchController';

// Logged-in phone add and change: list, create PRIMARY or update through step-up.
export { listPhoneNumbers, phoneNumberSchema } from '../api/phoneNumbers';

export { hasPrimaryPhoneNumber } from '../accountPhone/accountPhoneState';

export { createAccountPhoneStore } from '../accountPhone/createAccountPhoneStore';

// What the forms use before they talk to the server (the public part is also @gatehouse-auth/core/forms).
export { baseMessages } from '../messages/baseMessages';
export { fillMessage } from '../messages/fillMessage';
export { formatMessage } from '../messages/formatMessage';

export {
  passwordRequirements,
  validateNewPassword,
  validateRequired,
  validateSignupEmail,
} from '../validators/validators';
export { CODE_LENGTH, cleanCode, validateCode } from '../validators/codeValidators';

export { loginLinks } from '../errors/loginLinks';
export { failureMessageKey } from '../errors/failureMessage';
export { allowedUrl, browserNavigation } from '../runtime/navigation';

export { createLifetime } from '../runtime/lifetime';
export { createSingleFlight } from '../runtime/singleFlight';
export { untilAborted } from '../runtime/untilAborted';
export {
  countryChoice,
  countryLabel,
  countryWarning,
  initialCountryLists,
  resolveCountry,
  selectableCountries,
  signupLinks,
} from '../signup/signupRules';
export type { CountryLists } from '../signup/signupRules';
export { CaptchaError, isCaptchaError } from '../captcha/captchaErrors';

export { runCaptcha } from '../captcha/runCaptcha';
export type { CaptchaWidget } from '../captcha/runCaptcha';
export { loginOptionLinks } from '../login/loginOptionLinks';
export { helpLinks } from '../errors/helpLinks';
export {
  conditionalMediationAvailable,
  immediateMediationAvailable,
  passkeysSupported,
} from '../passkey/passkeySupport';
export { takeSocialReturn } from '../login/socialReturn';
