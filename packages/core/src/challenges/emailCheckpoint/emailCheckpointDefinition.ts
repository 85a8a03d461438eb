import type { ChallengeDefinition } from '../challengeDefinition';
import { emailCheckpointMessages, emailCheckpointMethodMessages } from './emailCheckpointMessages';

/** EMAIL_CHECKPOINT: open the link in an email sent to check this device. It reads no attributes. */
export const emailCheckpointDefinition = {
  label: (t) => t('challenge.method.EMAIL_CHECKPOINT'),
  messages: {
    ...emailCheckpointMethodMessages,
    ...emailCheckpointMessages,
  },
} satisfies ChallengeDefinition;
