/** The texts of `<SignupForm>`: the email form, the full registration form and their screens (SPEC.md's English where it gives them). */
export const signupMessages = {
  // Email form
  'signup.title': 'Sign up',
  'signup.email': 'Your email address',
  'signup.submit': 'Sign up',
  'signup.terms': 'By signing up, you agree to our {terms} and {privacy}.',
  'signup.terms.termsLink': 'Terms and Conditions',
  'signup.terms.privacyLink': 'Privacy Policy',
  'signup.logIn': 'Log in',
  'signup.continuing': 'Setting up your account…',

  // Check-email screen
  'signup.checkEmail.title': 'Check your email',
  'signup.checkEmail.text':
    "We've sent an email to {email}. Open the link in it to verify your email address.",
  'signup.checkEmail.notReceived': "Didn't get an email?",
  'signup.checkEmail.sendAgain': 'Send it again',
  'signup.checkEmail.sent': "We've resent the verification email to you, please check your inbox",
  'signup.checkEmail.failed': "Something went wrong. we're looking into it, please try again later",

  // Full registration form
  'signup.register.title': 'Create your account',
  'signup.register.signUpAs': 'Sign up as {email}',
  'signup.register.invite': 'Register using {email} to join the business account.',
  'signup.accountType.legend': 'Account type',
  'signup.accountType.personal': 'Personal',
  'signup.accountType.business': 'Business',
  'signup.password': 'Create a password',
  'signup.password.hint':
    'Password must contain a letter and a number, and be minimum of 9 characters',
  'signup.password.sorted': "That's your password sorted.",
  'signup.password.requirements': 'Your password needs',
  'signup.password.minLength': 'At least 9 characters',
  'signup.password.letter': 'At least one letter',
  'signup.password.number': 'At least one number',
  'signup.password.met': '(done)',
  'signup.password.unmet': '(not yet)',
  'signup.country.personal': 'Country of registration',
  'signup.country.business': 'Country of residence',
  'signup.country.loading': 'Loading countries…',
  'signup.country.unavailable.personal':
    "Sorry, we can't offer personal accounts to customers in {countryName} yet",
  'signup.country.unavailable.business':
    "Sorry, we can't offer business accounts to customers in {countryName} yet",

  // Register error screen
  'signup.error.title': 'Something went wrong',
} as const;
