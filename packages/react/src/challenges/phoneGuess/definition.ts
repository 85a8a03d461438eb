import { phoneGuessSpec } from '@gatehouse/core/internal';
import { lazy } from 'react';
import { defineChallenge } from '../../registry/challengeDefinition';

/** PHONE_GUESS: type the hidden digits of the account's phone number. Its screen is its own chunk, loaded when the server asks for it. */
export const phoneGuessChallenge = /* @__PURE__ */ (() =>
  defineChallenge({ ...phoneGuessSpec, component: lazy(() => import('./PhoneGuessChallenge')) }))();
