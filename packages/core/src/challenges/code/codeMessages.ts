/** The code challenges (SMS, WhatsApp, voice, authenticator app): the code screen and resending. */
export const codeMessages = {
  'otp.title.SMS': 'Enter the code we texted you',
  'otp.title.WHATSAPP': 'Enter the code we sent on WhatsApp',
  'otp.title.VOICE': 'Enter the code we read out to you',
  'otp.title.TOTP': 'Enter the code from your authenticator app',
  'otp.sentTo': 'We sent it to {phone}.',
  'otp.totpHint': 'Open your authenticator app to see the 6-digit code for this account.',
  'otp.codeLabel': '6-digit code',
  'otp.submit': 'Continue',
  'otp.resend': 'Resend code',
  'otp.resendIn': 'You can resend the code in {seconds, plural, one {# second} other {# seconds}}',
  'otp.resendAvailable': 'You can now resend the code.',
  'otp.resent': "We've sent you a new code.",
  'otp.sending': 'Sending your code…',
  'otp.triggerError': 'Something went wrong when trying to send you a code.',
  'otp.testHint': 'Test environment: use code 111111.',
} as const;

/** The flow's texts for the code challenges, before their screen loads: the method names and the phone line. */
export const codeMethodMessages = {
  'challenge.method.SMS': 'Text message (SMS)',
  'challenge.method.WHATSAPP': 'WhatsApp',
  'challenge.method.VOICE': 'Voice call',
  'challenge.method.TOTP': 'Authenticator app',
  'challenge.chooseMethod.phone': "We'll use {phone} for SMS, voice call and WhatsApp",
} as const;
