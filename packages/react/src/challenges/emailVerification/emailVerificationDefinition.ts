import { emailVerificationDefinition as core } from '@gatehouse-auth/core/internal/challenges/emailVerification/emailVerificationDefinition';
import { defineChallenge } from '../../registry/challengeDefinition';
import EmailVerificationChallenge from './EmailVerificationChallenge';

/** EMAIL_VERIFICATION: open the link in an email. Its screen loads with the challenge flow. */
export const emailVerificationDefinition = defineChallenge({
  ...core,
  component: EmailVerificationChallenge,
});
