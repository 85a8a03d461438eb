import { emailVerificationSpec } from '@gatehouse/core/internal';
import { defineChallenge } from '../../registry/challengeDefinition';
import { commonScreen } from '../commonScreen';

/** EMAIL_VERIFICATION: open the link in an email. Its screen loads with the other common ones (commonScreens.ts). */
export const emailVerificationChallenge = /* @__PURE__ */ (() =>
  defineChallenge({ ...emailVerificationSpec, component: commonScreen('EmailVerificationChallenge') }))();
