import { mandatoryResetPasswordSpec } from '@gatehouse/core/internal';
import { defineChallenge } from '../../registry/challengeDefinition';
import { commonScreen } from '../commonScreen';

/** MANDATORY_RESET_PASSWORD: the notice that the password must be reset. Its screen loads with the other common ones (commonScreens.ts). */
export const mandatoryResetPasswordChallenge = /* @__PURE__ */ (() =>
  defineChallenge({ ...mandatoryResetPasswordSpec, component: commonScreen('MandatoryResetPasswordChallenge') }))();
