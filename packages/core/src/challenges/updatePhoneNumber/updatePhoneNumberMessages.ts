/** UPDATE_PHONE_NUMBER: the new number's screen; its header and message come from the challenge when sent. */
export const updatePhoneNumberMessages = {
  'updatePhoneNumber.title': 'Enter your new phone number',
  'updatePhoneNumber.text': "We'll use this number to check it's you when you log in.",
  'updatePhoneNumber.submit': 'Save phone number',
  'updatePhoneNumber.saving': 'Saving your new phone number…',
  'updatePhoneNumber.duplicate': 'This phone number is already linked to another account.',
} as const;
