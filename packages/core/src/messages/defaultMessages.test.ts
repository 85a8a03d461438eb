import { defaultMessages } from './allMessages';
import { formatMessage, type MessageKey } from './defaultMessages';

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
