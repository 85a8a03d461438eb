import type { WidgetMessageKey } from '../messages/widgetMessages';

/** A validator answers the key of its message, or null when the value is valid. */
export type ValidationResult = WidgetMessageKey | null;

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 9;

/** Login fields and the password challenge: trimmed, required. */
export function validateRequired(value: string): ValidationResult {
  return value.trim() === '' ? 'validation.required' : null;
}

// One @, no spaces, a dot in the domain; the server stays the judge of deliverability.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Sign-up email: trimmed, non-empty, a valid address of at most 254 characters. */
export function validateSignupEmail(value: string): ValidationResult {
  const email = value.trim();
  if (email === '' || email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email))
    return 'validation.email';
  return null;
}

export interface PasswordRequirements {
  minLength: boolean;
  letter: boolean;
  number: boolean;
}

/** The live requirement list of the sign-up password. */
export function passwordRequirements(value: string): PasswordRequirements {
  const password = value.trim();
  return {
    minLength: password.length >= PASSWORD_MIN_LENGTH,
    letter: /\p{L}/u.test(password),
    number: /\p{N}/u.test(password),
  };
}

/** Sign-up password: at least 9 characters with a letter and a number, trimmed. */
export function validateNewPassword(value: string): ValidationResult {
  if (value.trim() === '') return 'validation.required';
  const met = passwordRequirements(value);
  return met.minLength && met.letter && met.number ? null : 'validation.password';
}
