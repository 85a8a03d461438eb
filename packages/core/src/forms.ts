// What a form needs before it talks to the server: texts, validation, link targets and the
// navigation rules. No zod, no client: a login page imports this for its first paint and loads
// the rest once the form is on screen.
export { defaultMessages, formatMessage } from './messages/defaultMessages';
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
export { loginLinks } from './errors/loginErrors';
export { browserNavigation, safeNavigationTarget } from './runtime/navigation';
export type { Navigation } from './runtime/navigation';
export type { GatehouseConfig } from './api/config';
