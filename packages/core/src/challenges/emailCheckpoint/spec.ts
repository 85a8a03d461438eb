import type { ChallengeSpec } from '../challengeSpec';

/** The flow's texts for EMAIL_CHECKPOINT, before its screen loads. */
export const emailCheckpointMethodMessages = { 'challenge.method.EMAIL_CHECKPOINT': 'Email' } as const;

/** EMAIL_CHECKPOINT: open the link in an email sent to check this device. It reads no attributes. */
export const emailCheckpointSpec: ChallengeSpec = {
  label: (t) => t('challenge.method.EMAIL_CHECKPOINT'),
  messages: emailCheckpointMethodMessages,
};
