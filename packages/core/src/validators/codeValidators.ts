// The verification code's rules, for the challenge screens.
import type { ValidationResult } from './validators';

export const CODE_LENGTH = 6;

/** A verification code: exactly six characters, all digits (SPEC.md §5). */
export function validateCode(value: string): ValidationResult {
  if (value.length !== CODE_LENGTH) return 'validation.codeLength';
  if (!/^\d+$/.test(value)) return 'validation.codeDigits';
  return null;
}

/** Removes what a paste brings along (spaces, dashes, dots); leading zeros stay. */
export function cleanCode(value: string): string {
  return value.replace(/[\s\-‐-―.·]/g, '');
}
