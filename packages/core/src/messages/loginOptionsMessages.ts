/** Social sign-in, the invite and data-sharing variants, the info view and the help links. */
export const loginOptionsMessages = {
  'loginOptions.social.login': 'Or log in with',
  'loginOptions.social.signup': 'Or sign up with',
  'loginOptions.social.loginWith': 'Log in with {provider}',
  'loginOptions.social.signupWith': 'Sign up with {provider}',
  'loginOptions.invite': 'Log in as {email} to accept your invite.',
  'loginOptions.dataSharing.notice': "We'll never ask for your password to share your data.",
  'loginOptions.dataSharing.policy': 'Read our data-sharing policy',
  'loginOptions.contactUs': 'Contact us',
} as const;
