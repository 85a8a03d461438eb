/**
 * The PASSWORD challenge: entry, forgot password and its screens (SPEC.md's English where it gives
 * one). Its show/hide texts are the login form's (coreMessages).
 */
export const passwordMessages = {
  'password.title': 'Enter your password',
  'password.label': 'Password',
  'password.submit': 'Continue',
  'password.forgot': 'Forgot password',
  'password.approveAnotherWay': 'Approve another way',
  'password.checkEmail.title': 'Check your email',
  'password.checkEmail.text': "We've sent you an email with a link to reset your password.",
  'password.forgotFailed.title': 'Something went wrong',
  'password.forgotFailed.text': "We couldn't send you the email to reset your password.",
  'password.contactUs': 'Contact us',
} as const;

/** The method name of PASSWORD on "Choose a 2-step verification method". */
export const passwordMethodMessages = { 'challenge.method.PASSWORD': 'Password' } as const;
