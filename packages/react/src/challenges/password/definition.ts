import { passwordSpec } from '@gatehouse/core/internal';
import { lazy } from 'react';
import { defineChallenge } from '../../registry/challengeDefinition';

/** PASSWORD: the account password again. Its screen is its own chunk, loaded when the server asks for it. */
export const passwordChallenge = /* @__PURE__ */ (() =>
  defineChallenge({ ...passwordSpec, component: lazy(() => import('./PasswordChallenge')) }))();
