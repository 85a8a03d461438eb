import * as z from '../../api/schema';
import { optionalText } from '../attributeSchemas';
import type { ChallengeDefinition } from '../challengeDefinition';
import {
  emailVerificationMessages,
  emailVerificationMethodMessages,
} from './emailVerificationMessages';

/** What EMAIL_VERIFICATION reads from its attributes. */
export const emailVerificationAttributesSchema = z.object({
  header: optionalText,
  message: optionalText,
  /** The (masked) address the email went to. */
  email: optionalText,
});
export type EmailVerificationAttributes = z.infer<typeof emailVerificationAttributesSchema>;

/** EMAIL_VERIFICATION: open the link in an email; the page carries on by itself. */
export const emailVerificationDefinition = {
  attributes: emailVerificationAttributesSchema,
  label: (t) => t('challenge.method.EMAIL_VERIFICATION'),
  messages: {
    ...emailVerificationMethodMessages,
    ...emailVerificationMessages,
  },
} satisfies ChallengeDefinition<EmailVerificationAttributes>;
