/**
 * The logged-in phone settings (SPEC.md §2 'Phone number screens', §4, §8): the list, the number
 * entry for adding or changing a number, the saved screen. The entry's fields and the duplicate
 * screens use the sign-up phone texts.
 */
export const accountPhoneMessages = {
  // The list
  'accountPhone.title': 'Your phone numbers',
  'accountPhone.loading': 'Loading your phone numbers…',
  'accountPhone.loadFailed': "We couldn't load your phone numbers.",
  'accountPhone.empty':
    "You haven't added a phone number yet. We use it to send you codes when you log in.",
  'accountPhone.add': 'Add a phone number',
  'accountPhone.type.PRIMARY': 'Primary',
  'accountPhone.change': 'Change',
  /** The accessible name of a number's Change button. */
  'accountPhone.changeNumber': 'Change {phoneNumber}',

  // The entry
  'accountPhone.add.title': 'Add a phone number',
  'accountPhone.add.text': "We'll send a code to this number to check it's yours.",
  'accountPhone.change.title': 'Enter your new phone number',
  'accountPhone.change.text':
    "This replaces {phoneNumber}. We'll send a code to the new number to check it's yours.",
  'accountPhone.save': 'Save number',
  'accountPhone.cancel': 'Cancel',
  'accountPhone.approvalClosed':
    'You closed the check, so your phone number was not saved. You can try again when you are ready.',
  'accountPhone.blockedHelp': 'Why is a number blocked?',
  'accountPhone.coolOff': "You can't change your phone number right now. Please try again later.",

  // Saved
  'accountPhone.saved.title': 'Your phone number is saved',
  'accountPhone.saved.text': '{phoneNumber} is now your phone number.',
  'accountPhone.saved.approved': 'Approved with your 2-step verification.',
  'accountPhone.saved.back': 'Back to your phone numbers',
} as const;
