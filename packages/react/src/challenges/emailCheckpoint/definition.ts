import { emailCheckpointSpec } from '@gatehouse-auth/core/internal/challenges/emailCheckpoint/spec';
import { defineChallenge } from '../../registry/challengeDefinition';
import EmailCheckpointChallenge from './EmailCheckpointChallenge';

/** EMAIL_CHECKPOINT: open the link in an email sent to check this device. Its screen loads with the challenge flow. */
export const emailCheckpointChallenge = defineChallenge({
  ...emailCheckpointSpec,
  component: EmailCheckpointChallenge,
});
