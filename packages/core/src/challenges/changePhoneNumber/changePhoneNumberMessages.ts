/**
 * The phone-number change (SPEC.md §2, §9): the intro and 'Change your phone number' of
 * INITIATE_CHANGE_PHONE_NUMBER_FLOW. The intro's header, message and fallback label come from
 * the challenge when the server sends them.
 */
export const changePhoneNumberMessages = {
  // Intro (defaults for viewData.attributes header, message and fallbackAction.label)
  'changePhoneNumber.intro.title': "Can't use your phone number any more?",
  'changePhoneNumber.intro.text':
    "If you've lost your phone or changed your number, you can change the phone number on your account. We'll check it's really you first.",
  'changePhoneNumber.intro.fallback': 'Get help',

  // 'Change your phone number': the three requirements and the timing
  'changePhoneNumber.requirements.title': 'Change your phone number',
  'changePhoneNumber.requirements.text': "To change your phone number, you'll need:",
  'changePhoneNumber.requirements.selfie': 'A selfie of you holding your passport or ID',
  'changePhoneNumber.requirements.newPhone': 'Access to your new phone number',
  'changePhoneNumber.requirements.documents': 'Your documents verified',
  'changePhoneNumber.requirements.timing':
    'Verifying your documents usually takes 10 minutes but can take up to 1 day.',
  'changePhoneNumber.starting': 'Taking you to change your phone number…',
} as const;

/** The method name of INITIATE_CHANGE_PHONE_NUMBER_FLOW on "Choose a 2-step verification method". */
export const changePhoneNumberMethodMessages = {
  'challenge.method.INITIATE_CHANGE_PHONE_NUMBER_FLOW': 'Change your phone number',
} as const;
