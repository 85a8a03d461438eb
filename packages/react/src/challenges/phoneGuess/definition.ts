import { phoneGuessSpec } from '@gatehouse/core/internal';
import { defineChallenge } from '../../registry/challengeDefinition';
import { commonScreen } from '../commonScreen';

/** PHONE_GUESS: type the hidden digits of the account's phone number. Its screen loads with the other common ones (commonScreens.ts). */
export const phoneGuessChallenge = /* @__PURE__ */ (() =>
  defineChallenge({ ...phoneGuessSpec, component: commonScreen('PhoneGuessChallenge') }))();
