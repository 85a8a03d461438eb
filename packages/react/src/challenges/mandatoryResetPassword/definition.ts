import { mandatoryResetPasswordSpec } from '@gatehouse-auth/core/internal/challenges/mandatoryResetPassword/spec';
import { defineChallenge } from '../../registry/challengeDefinition';
import MandatoryResetPasswordChallenge from './MandatoryResetPasswordChallenge';

/** MANDATORY_RESET_PASSWORD: the notice that the password must be reset. Its screen loads with the challenge flow. */
export const mandatoryResetPasswordChallenge = defineChallenge({
  ...mandatoryResetPasswordSpec,
  component: MandatoryResetPasswordChallenge,
});
