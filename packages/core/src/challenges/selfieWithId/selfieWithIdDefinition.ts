import * as z from '../../api/schema';
import { optionalText } from '../attributeSchemas';
import type { ChallengeDefinition } from '../challengeDefinition';
import { selfieMessages, selfieMethodMessages } from './selfieMessages';

/** What SELFIE_WITH_ID reads from its attributes. */
export const selfieAttributesSchema = z.object({
  /** Where the photo is uploaded to. */
  uploadPath: optionalText,
  /** Both present: "You are changing your phone number from X to Y". */
  currentPhoneNumber: optionalText,
  newPhoneNumber: optionalText,
});
export type SelfieAttributes = z.infer<typeof selfieAttributesSchema>;

/** SELFIE_WITH_ID: upload a selfie holding an identity document. */
export const selfieWithIdDefinition = {
  attributes: selfieAttributesSchema,
  label: (t) => t('challenge.method.SELFIE_WITH_ID'),
  messages: { ...selfieMethodMessages, ...selfieMessages },
} satisfies ChallengeDefinition<SelfieAttributes>;
