// What a form needs before it talks to the server: texts, validation, link targets and the
// navigation rules. No zod, no client: a login page imports this for its first paint and loads
// the rest once the form is on screen.
export { baseMessages, formatMessage } from './messages/defaultMessages';
export type { MessageKey, Messages } from './messages/defaultMessages';
export {
  CODE_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  cleanCode,
  passwordRequirements,
  validateCode,
  validateNewPassword,
  validateRequired,
  validateSignupEmail,
} from './validators/validators';
export type { PasswordRequirements, ValidationResult } from './validators/validators';
export { loginLinks } from './flow/loginOptionLinks';
export { failureMessageKey } from './errors/failureMessage';
export { allowedUrl, browserNavigation } from './runtime/navigation';
export type { Navigation } from './runtime/navigation';
// The passkey prompt races its signal before any server call: the one race, zod-free.
export { untilAborted } from './runtime/untilAborted';
export type { GatehouseConfig } from './api/config';
// Sign-up phone verification: the number field's countries and rules, zod-free for the first paint.
export { callingCodes, findCallingCode, isUsNumber } from './phone/callingCodes';
export type { CallingCode } from './phone/callingCodes';
export { toE164 } from './phone/e164';
export type { PhoneNumberInput } from './phone/e164';
export { signupPhoneLinks } from './errors/signupPhoneErrors';
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
} from './flow/signupRules';
export type { AccountType, Country, CountryLists, CountryListState, SignupVariant } from './flow/signupRules';
// Captcha (issue 4): the Turnstile retry table, the errors and the readiness wait; no zod.
export { CaptchaError, isCaptchaError } from './captcha/captchaErrors';
export type { CaptchaErrorKind, CaptchaMessageKey } from './captcha/captchaErrors';
export { turnstileErrorAction, turnstileErrorClasses } from './captcha/turnstileErrors';
export type { TurnstileErrorAction } from './captcha/turnstileErrors';
export { CAPTCHA_READY_CHECK_MS, CAPTCHA_READY_TIMEOUT_MS, MAX_TURNSTILE_RETRIES, waitForReady } from './captcha/waitForReady';
export type { WaitForReadyOptions } from './captcha/waitForReady';
export { runCaptcha } from './captcha/runCaptcha';
export type { CaptchaWidget, RunCaptchaOptions } from './captcha/runCaptcha';
export type { CaptchaAnswer, CaptchaType } from './api/login';
// Login options (issue 5): help and policy links of the social, invite and data-sharing login.
export { loginOptionLinks } from './flow/loginOptionLinks';
// Passkeys (issue 5): whether the browser can do them; no zod.
export { conditionalMediationAvailable, passkeysSupported } from './passkey/passkeySupport';
// Social sign-in's return (login CSRF): the tab's state, checked before the token is used; no zod.
export { prepareSocialReturn, SOCIAL_STATE_PARAM, takeSocialReturn } from './flow/socialReturn';
export type { SocialReturn, SocialStateStorage } from './flow/socialReturn';
