// @gatehouse/core/forms: what a form of your own needs before it talks to the server, with no
// zod and no client: text formatting, the validators with SPEC.md's rules, the navigation gate, the
// social sign-in's return check and the captcha's errors.
export { formatMessage } from './messages/formatMessage';
export type { LocalePack, MessageKey, Messages } from './messages/defaultMessages';
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
export { allowedUrl } from './runtime/navigation';
export { prepareSocialReturn, takeSocialReturn } from './flow/socialReturn';
export type { SocialReturn, SocialStateStorage } from './flow/socialReturn';
export { CaptchaError, isCaptchaError } from './captcha/captchaErrors';
export type { CaptchaErrorKind, CaptchaMessageKey } from './captcha/captchaErrors';
