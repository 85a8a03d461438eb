import { formatMessage } from '../messages/formatMessage';
import { defaultMessages, type MessageKey } from './defaultMessages';

describe('defaultMessages', () => {
  it('holds a non-empty text for every key', () => {
    for (const [key, text] of Object.entries(defaultMessages)) {
      expect(typeof text, key).toBe('string');
      expect(text.trim(), key).not.toBe('');
    }
  });

  it.each<[MessageKey, string]>([
    ['validation.required', 'Please fill this field'],
    ['validation.codeLength', 'Please enter a 6 digit code.'],
    ['validation.codeDigits', 'Please enter only digits.'],
    ['validation.email', 'Please enter a valid email'],
    ['validation.password', 'Please enter a valid password'],
    ['common.somethingWentWrong', 'Something went wrong.'],
    ['common.somethingWentWrongRetry', 'Something went wrong, please try again.'],
    ['common.getHelp', 'Get help'],
    ['login.resetPassword', 'Reset password'],
    ['login.trouble', 'Trouble logging in?'],
    ['login.deactivated.appeal', 'Appeal our decision'],
    ['challenge.chooseMethod.title', 'Choose a 2-step verification method'],
    ['challenge.chooseMethod.phone', "We'll use {phone} for SMS, voice call and WhatsApp"],
    ['challenge.chooseMethod.none', "I don't have any of these"],
    ['otp.triggerError', 'Something went wrong when trying to send you a code.'],
  ])('%s is the SPEC.md text %j', (key, text) => {
    expect(defaultMessages[key]).toBe(text);
  });

  it('has a method label for every challenge type a user can choose', () => {
    for (const type of [
      'SMS',
      'WHATSAPP',
      'VOICE',
      'TOTP',
      'PUSH',
      'PASSKEY',
      'PASSWORD',
      'FACE_MATCH',
      'INITIATE_CHANGE_PHONE_NUMBER_FLOW',
    ]) {
      expect(defaultMessages, type).toHaveProperty([`challenge.method.${type}`]);
    }
  });

  it('has an OTP title for every code challenge type', () => {
    for (const type of ['SMS', 'WHATSAPP', 'VOICE', 'TOTP']) {
      expect(defaultMessages, type).toHaveProperty([`otp.title.${type}`]);
    }
  });
});

describe('formatMessage', () => {
  it('fills every placeholder it has a value for', () => {
    expect(
      formatMessage(defaultMessages['challenge.chooseMethod.phone'], { phone: '+44 ••••• ••789' }),
    ).toBe("We'll use +44 ••••• ••789 for SMS, voice call and WhatsApp");
    expect(formatMessage(defaultMessages['otp.resendIn'], { seconds: 30 })).toBe(
      'You can resend the code in 30 seconds',
    );
    expect(formatMessage('{a} and {a} and {b}', { a: 'x', b: 0 })).toBe('x and x and 0');
  });

  it('leaves unknown placeholders as they are, and text without any untouched', () => {
    expect(formatMessage('Hello {name}', {})).toBe('Hello {name}');
    expect(formatMessage('Hello {name}')).toBe('Hello {name}');
    expect(formatMessage('No placeholders.', { name: 'x' })).toBe('No placeholders.');
  });

  it('inserts values as plain text, never re-reading them as templates', () => {
    expect(formatMessage('{a}-{b}', { a: '{b}', b: '$&' })).toBe('{b}-$&');
    expect(formatMessage('<{x}>', { x: '<script>' })).toBe('<<script>>');
  });

  it('does not treat inherited object keys as values', () => {
    expect(formatMessage('{constructor}', {})).toBe('{constructor}');
  });
});

describe('formatMessage with plurals and locales', () => {
  const every =
    '{n, plural, zero {zero #} one {one #} two {two #} few {few #} many {many #} other {other #}}';

  it.each<[string, number, string]>([
    ['en', 1, 'one 1'],
    ['en', 0, 'other 0'],
    ['en', 2, 'other 2'],
    ['fr', 0, 'one 0'],
    ['fr', 1, 'one 1'],
    ['fr', 1.5, 'one 1,5'],
    ['fr', 2, 'other 2'],
    ['fr', 1000000, `many ${new Intl.NumberFormat('fr').format(1000000)}`],
    ['pl', 1, 'one 1'],
    ['pl', 2, 'few 2'],
    ['pl', 22, 'few 22'],
    ['pl', 5, 'many 5'],
    ['pl', 12, 'many 12'],
    ['pl', 1.5, 'other 1,5'],
    ['ar', 0, 'zero'],
    ['ar', 1, 'one'],
    ['ar', 2, 'two'],
    ['ar', 3, 'few'],
    ['ar', 11, 'many'],
    ['ar', 100, 'other'],
  ])('%s: %d takes its category', (locale, n, expected) => {
    const out = formatMessage(every, { n }, locale);
    if (locale === 'ar') {
      // Arabic digits are whatever the runtime's Intl gives for ar.
      expect(out).toBe(`${expected} ${new Intl.NumberFormat('ar').format(n)}`);
    } else {
      expect(out).toBe(expected);
    }
  });

  it('lists every category Intl has for the four languages it is tested in', () => {
    expect(new Intl.PluralRules('pl').resolvedOptions().pluralCategories.sort()).toEqual([
      'few',
      'many',
      'one',
      'other',
    ]);
    expect(new Intl.PluralRules('ar').resolvedOptions().pluralCategories).toHaveLength(6);
  });

  it('prefers an exact match to the category', () => {
    const template = '{n, plural, =0 {no tries left} one {# try left} other {# tries left}}';
    expect(formatMessage(template, { n: 0 })).toBe('no tries left');
    expect(formatMessage(template, { n: 1 })).toBe('1 try left');
    expect(formatMessage(template, { n: 2 })).toBe('2 tries left');
    expect(formatMessage('{n, plural, =1 {just one} one {one} other {#}}', { n: 1 })).toBe(
      'just one',
    );
  });

  it('falls back to other when the category has no branch', () => {
    expect(formatMessage('{n, plural, other {# items}}', { n: 1 }, 'pl')).toBe('1 items');
    expect(formatMessage('{n, plural, one {# item} other {# items}}', { n: 3 }, 'pl')).toBe(
      '3 items',
    );
  });

  it('fills the other placeholders of a branch and beside it, and formats every number', () => {
    const template =
      'Sent to {phone}: {n, plural, one {# code for {who}} other {# codes for {who}}}, {size} MB';
    expect(formatMessage(template, { phone: '+44 7700', n: 1, who: 'Ann', size: 1.5 })).toBe(
      'Sent to +44 7700: 1 code for Ann, 1.5 MB',
    );
    expect(formatMessage(template, { phone: '+33 6', n: 2, who: 'Ann', size: 1.5 }, 'fr-FR')).toBe(
      'Sent to +33 6: 2 codes for Ann, 1,5 MB',
    );
    expect(formatMessage('{size}', { size: 1234.5 }, 'ar')).toBe(
      new Intl.NumberFormat('ar').format(1234.5),
    );
    expect(formatMessage('{n}', { n: 1234 })).toBe('1,234');
    expect(formatMessage('{code}', { code: '001234' })).toBe('001234');
  });

  it('formats the two English plurals of the catalogue, the other case as SPEC.md has it', () => {
    expect(formatMessage(defaultMessages['otp.resendIn'], { seconds: 1 })).toBe(
      'You can resend the code in 1 second',
    );
    expect(formatMessage(defaultMessages['otp.resendIn'], { seconds: 30 })).toBe(
      'You can resend the code in 30 seconds',
    );
    expect(formatMessage(defaultMessages['phoneGuess.hint'], { count: 1 })).toBe(
      'Enter the 1 missing digit.',
    );
    expect(formatMessage(defaultMessages['phoneGuess.hint'], { count: 4 })).toBe(
      'Enter the 4 missing digits.',
    );
  });

  it('leaves a plural without a value as written', () => {
    expect(formatMessage('{n, plural, one {#} other {#}} left', {})).toBe(
      '{n, plural, one {#} other {#}} left',
    );
  });

  it('survives hostile templates and values', () => {
    const values = { n: 2, x: '{n, plural, other {#}}', y: '#$&$1' };
    for (const template of [
      '{',
      '}',
      '{{}}',
      '{n, plural,',
      '{n, plural, one {#}',
      '{n, plural, one {# {x}} two {{{}}} }',
      '{n, plural, one {#}}',
      '{n, plural, other {# {n, plural, other {#}}}}',
      '{__proto__}',
      '{n, plural, __proto__ {x} other {y}}',
      `{n, plural, ${'other {'.repeat(2000)}`,
      `${'{n, plural, '.repeat(2000)}`,
    ]) {
      expect(typeof formatMessage(template, values), template.slice(0, 40)).toBe('string');
    }
    // No `other` branch: the plural is left as written.
    expect(formatMessage('{n, plural, one {#}}', { n: 2 })).toBe('{n, plural, one {#}}');
    // Values are never read as templates, in a branch or out of one.
    expect(formatMessage('{n, plural, other {{x} {y}}} {y}', values)).toBe(
      '{n, plural, other {#}} #$&$1 #$&$1',
    );
    expect(formatMessage('{n, plural, __proto__ {x} other {y}}', { n: 2 })).toBe('y');
  });
});
