import type { Translation } from '../../../messages/translation';
import type { phoneChangeMessages, changePhoneNumberMethodMessages } from '../phoneChangeMessages';

/** The changePhoneNumber challenge's texts in American English: those that differ from the British. */
export const translation = {
  'phoneChange.intro.title': "Can't use your phone number anymore?",
} satisfies Partial<
  Translation<typeof phoneChangeMessages & typeof changePhoneNumberMethodMessages>
>;
