import * as z from '../../api/schema';
import { optionalText } from '../attributeSchemas';
import type { ChallengeDefinition } from '../challengeDefinition';
import { resetPasswordMessages } from './resetPasswordMessages';

/** What MANDATORY_RESET_PASSWORD reads from its attributes: the notice's title and message. */
export const resetPasswordAttributesSchema = z.object({
  title: optionalText,
  header: optionalText,
  message: optionalText,
});
export type ResetPasswordAttributes = z.infer<typeof resetPasswordAttributesSchema>;

/** MANDATORY_RESET_PASSWORD: a notice that the password must be reset, with the link to do it. */
export const mandatoryResetPasswordDefinition = {
  messages: resetPasswordMessages,
  attributes: resetPasswordAttributesSchema,
} satisfies ChallengeDefinition<ResetPasswordAttributes>;
