/** The texts of the login form and the challenge flow (SPEC.md's English). */
export const coreMessages = {
  // Shared
  'common.somethingWentWrong': 'Something went wrong.',
  'common.somethingWentWrongRetry': 'Something went wrong, please try again.',
  'common.timeout': 'This is taking longer than it should. Check your connection and try again.',
  'common.retry': 'Retry',
  'common.back': 'Back',
  'common.continue': 'Continue',
  'common.loading': 'Loading…',
  'common.getHelp': 'Get help',

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
  // The show/hide button of every password entry: the login form's and the password challenge's.
  'password.show': 'Show password',
  'password.hide': 'Hide password',
  'login.submit': 'Log in',
  'login.trouble': 'Trouble logging in?',
  'login.resetPassword': 'Reset password',
  'login.deactivated.title': 'Your account is deactivated',
  'login.deactivated.appeal': 'Appeal our decision',
  'login.redirecting': 'Logging you in…',

  // Challenge flow
  'challenge.loading': 'Loading your verification…',
  'challenge.tryAnotherWay': 'Try another way',
  'challenge.error.title': 'Something went wrong',
} as const;
