import { emailCheckpointDefinition as core } from '@gatehouse-auth/core/internal/challenges/emailCheckpoint/emailCheckpointDefinition';
import { defineChallenge } from '../../registry/challengeDefinition';
import EmailCheckpointChallenge from './EmailCheckpointChallenge';

/** EMAIL_CHECKPOINT: open the link in an email sent to check this device. Its screen loads with the challenge flow. */
export const emailCheckpointDefinition = defineChallenge({
  ...core,
  component: EmailCheckpointChallenge,
});
