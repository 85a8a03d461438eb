import { defaultMessages } from '../locales/defaultMessages';
import { CODE_LENGTH, cleanCode, validateCode } from './codeValidators';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordRequirements,
  validateNewPassword,
  validateRequired,
  validateSignupEmail,
  type ValidationResult,
} from './validators';

/** The English text a user sees, or null when the value is accepted. */
const shown = (result: ValidationResult) => (result === null ? null : defaultMessages[result]);

/** An address of exactly `length` characters. */
const emailOfLength = (length: number) =>
  `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('limits (SPEC.md §9)', () => {
  it('are 254, 9 and 6', () => {
    expect([EMAIL_MAX_LENGTH, PASSWORD_MIN_LENGTH, CODE_LENGTH]).toEqual([254, 9, 6]);
  });
});

describe('validateCode', () => {
  it.each([
    ['123', 'Please enter a 6 digit code.'],
    ['', 'Please enter a 6 digit code.'],
    ['1234567', 'Please enter a 6 digit code.'],
    ['12 34', 'Please enter a 6 digit code.'],
    ['12 345', 'Please enter only digits.'],
    ['12345a', 'Please enter only digits.'],
    ['abcdef', 'Please enter only digits.'],
    ['12-345', 'Please enter only digits.'],
    ['123456', null],
    ['000000', null],
    ['012345', null],
  ])('%j → %j', (value, message) => {
    expect(shown(validateCode(value))).toBe(message);
  });

  it('matches the catalogue text for the short code exactly', () => {
    expect(defaultMessages[validateCode('123')!]).toBe('Please enter a 6 digit code.');
  });

  it('rejects digits from other scripts', () => {
    expect(shown(validateCode('١٢٣٤٥٦'))).toBe('Please enter only digits.');
  });
});

describe('cleanCode', () => {
  it.each([
    ['012 345', '012345'],
    ['012-345', '012345'],
    [' 0 1 2 3 4 5 ', '012345'],
    ['012–345', '012345'],
    ['012.345', '012345'],
    ['012\t345\n', '012345'],
    ['000000', '000000'],
    ['12ab', '12ab'],
  ])('%j → %j', (value, cleaned) => {
    expect(cleanCode(value)).toBe(cleaned);
  });

  it('a cleaned pasted code passes validation', () => {
    expect(validateCode(cleanCode('012 - 345'))).toBeNull();
  });
});

describe('validateSignupEmail', () => {
  it.each([
    ['', 'Please enter a valid email'],
    ['   ', 'Please enter a valid email'],
    ['ann', 'Please enter a valid email'],
    ['ann@', 'Please enter a valid email'],
    ['ann@example', 'Please enter a valid email'],
    ['ann@@example.com', 'Please enter a valid email'],
    ['ann smith@example.com', 'Please enter a valid email'],
    ['ann@example..com', 'Please enter a valid email'],
    ['ann@example.com', null],
    ['ann.smith+tag@mail.example.co.uk', null],
    ['  ann@example.com  ', null],
  ])('%j → %j', (value, message) => {
    expect(shown(validateSignupEmail(value))).toBe(message);
  });

  it('accepts 254 characters and refuses 255', () => {
    expect(emailOfLength(254)).toHaveLength(254);
    expect(validateSignupEmail(emailOfLength(254))).toBeNull();
    expect(shown(validateSignupEmail(emailOfLength(255)))).toBe('Please enter a valid email');
  });

  it('measures the length after trimming', () => {
    expect(validateSignupEmail(`  ${emailOfLength(254)}  `)).toBeNull();
  });
});

describe('validateRequired', () => {
  it.each([
    ['', 'Please fill this field'],
    ['   ', 'Please fill this field'],
    ['\t\n', 'Please fill this field'],
    ['x', null],
    [' pw ', null],
  ])('%j → %j', (value, message) => {
    expect(shown(validateRequired(value))).toBe(message);
  });
});

describe('validateNewPassword (min 9, a letter and a number, trimmed)', () => {
  it.each([
    ['', 'Please fill this field'],
    ['    ', 'Please fill this field'],
    ['abcdefg1', 'Please enter a valid password'],
    ['abcdefghi', 'Please enter a valid password'],
    ['123456789', 'Please enter a valid password'],
    ['!!!!!!!!!', 'Please enter a valid password'],
    ['  abcdefg1  ', 'Please enter a valid password'],
    ['abcdefgh1', null],
    ['1bcdefghi', null],
    ['pässwört12', null],
    ['  abcdefgh1  ', null],
  ])('%j → %j', (value, message) => {
    expect(shown(validateNewPassword(value))).toBe(message);
  });
});

describe('passwordRequirements', () => {
  it('reports each requirement on its own', () => {
    expect(passwordRequirements('')).toEqual({ minLength: false, letter: false, number: false });
    expect(passwordRequirements('a')).toEqual({ minLength: false, letter: true, number: false });
    expect(passwordRequirements('1')).toEqual({ minLength: false, letter: false, number: true });
    expect(passwordRequirements('         ')).toEqual({
      minLength: false,
      letter: false,
      number: false,
    });
    expect(passwordRequirements('abcdefgh1')).toEqual({
      minLength: true,
      letter: true,
      number: true,
    });
  });
});
