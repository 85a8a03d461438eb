import * as z from '../../api/schema';
import { optionalText } from '../attributeSchemas';
import type { ChallengeSpec } from '../challengeSpec';
import { emailVerificationMessages } from './emailVerificationMessages';

/** What EMAIL_VERIFICATION reads from its attributes. */
export const emailVerificationAttributesSchema = z.object({
  header: optionalText,
  message: optionalText,
  /** The (masked) address the email went to. */
  email: optionalText,
});
export type EmailVerificationAttributes = z.infer<typeof emailVerificationAttributesSchema>;

/** The method name of EMAIL_VERIFICATION on "Choose a 2-step verification method". */
export const emailVerificationMethodMessages = {
  'challenge.method.EMAIL_VERIFICATION': 'Email',
} as const;

/** EMAIL_VERIFICATION: open the link in an email; the page carries on by itself. */
export const emailVerificationSpec: ChallengeSpec<EmailVerificationAttributes> = {
  attributes: emailVerificationAttributesSchema,
  label: (t) => t('challenge.method.EMAIL_VERIFICATION'),
  messages: {
    ...emailVerificationMethodMessages,
    ...emailVerificationMessages,
  },
};
