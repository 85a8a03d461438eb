import { passwordSpec } from '@gatehouse/core/internal';
import { defineChallenge } from '../../registry/challengeDefinition';
import { commonScreen } from '../commonScreen';

/** PASSWORD: the account password again. Its screen loads with the other common ones (commonScreens.ts). */
export const passwordChallenge = /* @__PURE__ */ (() =>
  defineChallenge({ ...passwordSpec, component: commonScreen('PasswordChallenge') }))();
