import type { Translation } from '../../../messages/translation';
import type {
  changePhoneNumberMessages,
  changePhoneNumberMethodMessages,
} from '../changePhoneNumberMessages';

/** The changePhoneNumber challenge's texts in American English: those that differ from the British. */
export const translation = {
  'changePhoneNumber.intro.title': "Can't use your phone number anymore?",
} satisfies Partial<
  Translation<typeof changePhoneNumberMessages & typeof changePhoneNumberMethodMessages>
>;
