import { findCallingCode } from './callingCodes';

/** What the phone number screen collects: a country and the number as the user typed it. */
export interface PhoneNumberInput {
  /** ISO 3166-1 alpha-2 code of the chosen calling code. */
  country: string;
  /** The number as typed: spaces, dashes and brackets allowed. */
  nationalNumber: string;
}

/**
 * The number in E.164 (`+447700900123`), or undefined when there is nothing to send.
 * Deliberately simple, not a numbering-plan validator (the server checks the number):
 * - digits only: spaces, dashes, dots and brackets are dropped;
 * - a number typed with `+` or `00` is taken as international as it is;
 * - otherwise the chosen country's calling code is put in front, after dropping the national
 *   number's leading 0 for the countries whose trunk prefix is 0 (GB 07700… → +447700…).
 */
export function toE164({ country, nationalNumber }: PhoneNumberInput): string | undefined {
  const typed = nationalNumber.trim();
  const digits = typed.replace(/\D/g, '');
  if (digits === '') return undefined;
  if (typed.startsWith('+')) return `+${digits}`;
  if (typed.startsWith('00') && digits.length > 2) return `+${digits.slice(2)}`;
  const found = findCallingCode(country);
  if (!found) return undefined;
  const national = found.trunkZero ? digits.replace(/^0+/, '') : digits;
  return national === '' ? undefined : `+${found.callingCode}${national}`;
}
