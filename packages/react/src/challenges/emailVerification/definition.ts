import { emailVerificationSpec } from '@gatehouse-auth/core/internal/challenges/emailVerification/spec';
import { defineChallenge } from '../../registry/challengeDefinition';
import EmailVerificationChallenge from './EmailVerificationChallenge';

/** EMAIL_VERIFICATION: open the link in an email. Its screen loads with the challenge flow. */
export const emailVerificationChallenge = defineChallenge({
  ...emailVerificationSpec,
  component: EmailVerificationChallenge,
});
