import type { ChallengeSpec } from '../challengeSpec';
import { emailCheckpointMessages, emailCheckpointMethodMessages } from './emailCheckpointMessages';

/** EMAIL_CHECKPOINT: open the link in an email sent to check this device. It reads no attributes. */
export const emailCheckpointSpec: ChallengeSpec = {
  label: (t) => t('challenge.method.EMAIL_CHECKPOINT'),
  messages: {
    ...emailCheckpointMethodMessages,
    ...emailCheckpointMessages,
  },
};
