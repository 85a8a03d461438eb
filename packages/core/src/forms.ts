// @gatehouse-auth/core/forms: what a form of your own needs before it talks to the server: text
// formatting, the validators with SPEC.md's rules, the navigation gate, the social sign-in's return
// check and the captcha's errors.
export { formatMessage } from './messages/formatMessage';
export type { LocalePack, MessageKey, Messages } from './locales/defaultMessages';
export {
  EMAIL_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordRequirements,
  validateNewPassword,
  validateRequired,
  validateSignupEmail,
} from './validators/validators';
export { CODE_LENGTH, cleanCode, validateCode } from './validators/codeValidators';
export type { PasswordRequirements, ValidationResult } from './validators/validators';
export { allowedUrl } from './runtime/navigation';
export { takeSocialReturn } from './login/socialReturn';
export { prepareSocialReturn } from './login/prepareSocialReturn';
export type { SocialReturn, SocialStateStorage } from './login/socialReturn';
export { CaptchaError, isCaptchaError } from './captcha/captchaErrors';
export type { CaptchaErrorKind, CaptchaMessageKey } from './captcha/captchaErrors';
