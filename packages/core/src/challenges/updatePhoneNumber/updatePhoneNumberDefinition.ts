import * as z from '../../api/schema';
import { signupPhoneMessages } from '../../messages/signupPhoneMessages';
import { optionalText } from '../attributeSchemas';
import type { ChallengeDefinition } from '../challengeDefinition';
import { updatePhoneNumberMessages } from './updatePhoneNumberMessages';

/** What UPDATE_PHONE_NUMBER reads from its attributes. */
export const updatePhoneNumberAttributesSchema = z.object({
  header: optionalText,
  message: optionalText,
  /** The country the number field starts on. */
  iso2CountryCode: optionalText,
});
export type UpdatePhoneNumberAttributes = z.infer<typeof updatePhoneNumberAttributesSchema>;

/** UPDATE_PHONE_NUMBER: enter a new phone number for the account. It has no method name of its own. */
export const updatePhoneNumberDefinition = {
  // Its number screen is the sign-up's, with the sign-up phone texts.
  messages: { ...signupPhoneMessages, ...updatePhoneNumberMessages },
  attributes: updatePhoneNumberAttributesSchema,
} satisfies ChallengeDefinition<UpdatePhoneNumberAttributes>;
