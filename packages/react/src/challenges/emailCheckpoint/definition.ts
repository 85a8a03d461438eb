import { emailCheckpointSpec } from '@gatehouse/core/internal';
import { defineChallenge } from '../../registry/challengeDefinition';
import { commonScreen } from '../commonScreen';

/** EMAIL_CHECKPOINT: open the link in an email sent to check this device. Its screen loads with the other common ones (commonScreens.ts). */
export const emailCheckpointChallenge = /* @__PURE__ */ (() =>
  defineChallenge({ ...emailCheckpointSpec, component: commonScreen('EmailCheckpointChallenge') }))();
