import { changePhoneNumberSpec } from '@gatehouse/core/internal';
import { lazy } from 'react';
import { defineChallenge } from '../../registry/challengeDefinition';

/** INITIATE_CHANGE_PHONE_NUMBER_FLOW: leave for the phone-number change page (a recovery route). Its screen is its own chunk, loaded when the server asks for it. */
export const changePhoneNumberChallenge = /* @__PURE__ */ (() =>
  defineChallenge({ ...changePhoneNumberSpec, component: lazy(() => import('./ChangePhoneNumberChallenge')) }))();
