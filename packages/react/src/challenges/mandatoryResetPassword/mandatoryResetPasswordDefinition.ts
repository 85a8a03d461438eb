import { mandatoryResetPasswordDefinition as core } from '@gatehouse-auth/core/internal/challenges/mandatoryResetPassword/mandatoryResetPasswordDefinition';
import { defineChallenge } from '../../registry/challengeDefinition';
import MandatoryResetPasswordChallenge from './MandatoryResetPasswordChallenge';

/** MANDATORY_RESET_PASSWORD: the notice that the password must be reset. Its screen loads with the challenge flow. */
export const mandatoryResetPasswordDefinition = defineChallenge({
  ...core,
  component: MandatoryResetPasswordChallenge,
});
