/** The texts of sign-up phone verification (SPEC.md §2 and §8; their English where it gives it). */
export const signupPhoneMessages = {
  // Phone number entry
  'signupPhone.title': 'Enter your phone number',
  'signupPhone.text': "We'll send you a code to check it's yours.",
  'signupPhone.country': 'Country code',
  'signupPhone.countryOption': '{name} (+{callingCode})',
  'signupPhone.number': 'Phone number',
  'signupPhone.submit': 'Continue',
  /** US numbers: `{terms}` and `{privacy}` become links. */
  'signupPhone.usConsent':
    'By continuing, you agree to get text messages from us to verify your phone number. Message and data rates may apply. Reply STOP to opt out. See our {terms} and {privacy}.',
  'signupPhone.terms': 'Terms and Conditions',
  'signupPhone.privacy': 'Privacy Policy',

  // user.phonenumber.blocked
  'signupPhone.blocked': "We can't use this phone number. Please contact us for help.",
  'signupPhone.contactUs': 'Contact us',

  // duplicated_phone_number, phone.number.repeated
  'signupPhone.duplicate.recognise.title': 'Do you recognise this email?',
  'signupPhone.duplicate.recognise.text':
    'This phone number is already linked to an account with the email {email}.',
  'signupPhone.duplicate.recognise.textNoEmail':
    'This phone number is already linked to another account.',
  'signupPhone.duplicate.access.title': 'Can you still access this email?',
  'signupPhone.duplicate.access.text':
    'If you can, log in to that account or reset its password. If not, we can help you get back in.',
  'signupPhone.duplicate.yes': 'Yes',
  'signupPhone.duplicate.no': 'No',
  'signupPhone.changeNumber': 'Back to change the number',

  // Verification
  'signupPhone.completing': 'Verifying your phone number…',
  'signupPhone.completeFailed.title': "We couldn't verify your phone number",
  'signupPhone.verified.title': 'Your phone number is verified',
  'signupPhone.verified.text': 'Thanks, that number is now on your account.',
} as const;
