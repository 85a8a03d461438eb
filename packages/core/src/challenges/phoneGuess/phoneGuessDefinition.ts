import * as z from '../../api/schema';
import { attemptLimitMessages } from '../attemptLimitMessages';
import { optionalAttribute, optionalText } from '../attributeSchemas';
import type { ChallengeDefinition } from '../challengeDefinition';
import { phoneGuessMessages, phoneGuessMethodMessages } from './phoneGuessMessages';

/** What PHONE_GUESS reads from its attributes: the texts and the digits shown around the field. */
export const phoneGuessAttributesSchema = z.object({
  header: optionalText,
  message: optionalText,
  firstPhoneNumbers: optionalText,
  lastPhoneNumbers: optionalText,
  /** How many digits are hidden, as a number or as text. */
  hiddenNumbers: optionalAttribute(z.union([z.number(), z.string()])),
});
export type PhoneGuessAttributes = z.infer<typeof phoneGuessAttributesSchema>;

/** PHONE_GUESS: type the hidden digits of the account's phone number. */
export const phoneGuessDefinition = {
  attributes: phoneGuessAttributesSchema,
  label: (t) => t('challenge.method.PHONE_GUESS'),
  messages: {
    ...phoneGuessMethodMessages,
    ...attemptLimitMessages,
    ...phoneGuessMessages,
  },
} satisfies ChallengeDefinition<PhoneGuessAttributes>;
