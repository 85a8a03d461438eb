import { updatePhoneNumberSpec } from '@gatehouse/core/internal';
import { lazy } from 'react';
import { defineChallenge } from '../../registry/challengeDefinition';

/** UPDATE_PHONE_NUMBER: a new phone number for the account. Its screen is its own chunk, loaded when the server asks for it. */
export const updatePhoneNumberChallenge = /* @__PURE__ */ (() =>
  defineChallenge({ ...updatePhoneNumberSpec, component: lazy(() => import('./UpdatePhoneNumberChallenge')) }))();
