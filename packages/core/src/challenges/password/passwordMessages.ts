/**
 * The texts of the challenges passed with what the user knows: the password, the mandatory
 * password reset notice and the phone-number guess (SPEC.md's English where it gives one).
 */
export const knowledgeMessages = {
  // Shared by the password and phone-guess challenges
  'knowledge.attemptLimit': "You've made too many attempts. We're logging you out.",

  // Password
  'password.title': 'Enter your password',
  'password.label': 'Password',
  'password.show': 'Show password',
  'password.hide': 'Hide password',
  'password.submit': 'Continue',
  'password.forgot': 'Forgot password',
  'password.approveAnotherWay': 'Approve another way',
  'password.checkEmail.title': 'Check your email',
  'password.checkEmail.text': "We've sent you an email with a link to reset your password.",
  'password.forgotFailed.title': 'Something went wrong',
  'password.forgotFailed.text': "We couldn't send you the email to reset your password.",
  'password.contactUs': 'Contact us',

  // Mandatory reset password
  'resetPassword.title': 'Reset your password',
  'resetPassword.message': 'For your security, you need to set a new password.',
  'resetPassword.link': 'Reset password',

  // Phone guess
  'phoneGuess.title': 'Confirm your phone number',
  'phoneGuess.message': 'Enter the missing digits of the phone number on your account.',
  'phoneGuess.label': 'Missing digits of your phone number',
  'phoneGuess.hint': 'Enter the {count} missing digits.',
  'phoneGuess.pattern': 'Your phone number starts with {first} and ends with {last}.',
  'phoneGuess.startsWith': 'Your phone number starts with {first}.',
  'phoneGuess.endsWith': 'Your phone number ends with {last}.',
  'phoneGuess.submit': 'Continue',
} as const;
