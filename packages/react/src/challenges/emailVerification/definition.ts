import { emailVerificationSpec } from '@gatehouse-auth/core/internal/challenges/emailVerification/spec';
import { defineChallenge } from '../../registry/challengeDefinition';
import EmailVerificationChallenge from './EmailVerificationChallenge';

/** EMAIL_VERIFICATION: open the link in an email. Its screen is in the challenge flow's chunk. */
export const emailVerificationChallenge = /* @__PURE__ */ (() =>
  defineChallenge({ ...emailVerificationSpec, component: EmailVerificationChallenge }))();
