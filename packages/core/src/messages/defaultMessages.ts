/**
 * Every text Gatehouse shows, in SPEC.md's English. Keys are typed: a host overrides any of
 * them through `<GatehouseProvider messages>`. `{name}` marks a value filled in at run time.
 */
export const defaultMessages = {
  // Shared
  'common.somethingWentWrong': 'Something went wrong.',
  'common.somethingWentWrongRetry': 'Something went wrong, please try again.',
  'common.retry': 'Retry',
  'common.back': 'Back',
  'common.continue': 'Continue',
  'common.done': 'Done',
  'common.loading': 'Loading…',
  'common.getHelp': 'Get help',
  'common.errorCode': 'Error code: {code}',

  // Validation (SPEC.md §5)
  'validation.required': 'Please fill this field',
  'validation.codeLength': 'Please enter a 6 digit code.',
  'validation.codeDigits': 'Please enter only digits.',
  'validation.email': 'Please enter a valid email',
  'validation.password': 'Please enter a valid password',

  // Login
  'login.title': 'Log in',
  'login.email': 'Email',
  'login.password': 'Password',
  'login.submit': 'Log in',
  'login.trouble': 'Trouble logging in?',
  'login.resetPassword': 'Reset password',
  'login.deactivated.title': 'Your account is deactivated',
  'login.deactivated.appeal': 'Appeal our decision',
  'login.secondFactor.title': '2-step verification',
  'login.redirecting': 'Logging you in…',

  // Challenge flow
  'challenge.loading': 'Loading your verification…',
  'challenge.chooseMethod.title': 'Choose a 2-step verification method',
  'challenge.chooseMethod.phone': "We'll use {phone} for SMS, voice call and WhatsApp",
  'challenge.chooseMethod.none': "I don't have any of these",
  'challenge.tryAnotherWay': 'Try another way',
  'challenge.method.SMS': 'Text message (SMS)',
  'challenge.method.WHATSAPP': 'WhatsApp',
  'challenge.method.VOICE': 'Voice call',
  'challenge.method.TOTP': 'Authenticator app',
  'challenge.method.PUSH': 'Notification on your phone',
  'challenge.method.PASSKEY': 'Passkey',
  'challenge.method.PASSWORD': 'Password',
  'challenge.method.EMAIL_VERIFICATION': 'Email',
  'challenge.method.EMAIL_CHECKPOINT': 'Email',
  'challenge.method.PHONE_GUESS': 'Confirm your phone number',
  'challenge.method.FACE_MATCH': 'Video selfie',
  'challenge.method.SELFIE_WITH_ID': 'Selfie with ID',
  'challenge.method.INITIATE_CHANGE_PHONE_NUMBER_FLOW': 'Change your phone number',
  'challenge.error.title': 'Something went wrong',

  // One-time codes
  'otp.title.SMS': 'Enter the code we texted you',
  'otp.title.WHATSAPP': 'Enter the code we sent on WhatsApp',
  'otp.title.VOICE': 'Enter the code we read out to you',
  'otp.title.TOTP': 'Enter the code from your authenticator app',
  'otp.sentTo': 'We sent it to {phone}.',
  'otp.totpHint': 'Open your authenticator app to see the 6-digit code for this account.',
  'otp.codeLabel': '6-digit code',
  'otp.submit': 'Continue',
  'otp.resend': 'Resend code',
  'otp.resendIn': 'You can resend the code in {seconds} seconds',
  'otp.resendAvailable': 'You can now resend the code.',
  'otp.resent': "We've sent you a new code.",
  'otp.sending': 'Sending your code…',
  'otp.triggerError': 'Something went wrong when trying to send you a code.',
  'otp.testHint': 'Test environment: use code 111111.',
} as const;

export type MessageKey = keyof typeof defaultMessages;
export type Messages = Record<MessageKey, string>;

/** Fills `{name}` placeholders. Values are plain text; the UI renders the result as text. */
export function formatMessage(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
