import type { ChallengeSpec } from '../challengeSpec';
import { emailCheckpointMessages } from './emailCheckpointMessages';

/** The method name of EMAIL_CHECKPOINT on "Choose a 2-step verification method". */
export const emailCheckpointMethodMessages = {
  'challenge.method.EMAIL_CHECKPOINT': 'Email',
} as const;

/** EMAIL_CHECKPOINT: open the link in an email sent to check this device. It reads no attributes. */
export const emailCheckpointSpec: ChallengeSpec = {
  label: (t) => t('challenge.method.EMAIL_CHECKPOINT'),
  messages: {
    ...emailCheckpointMethodMessages,
    ...emailCheckpointMessages,
  },
};
