import { mandatoryResetPasswordSpec } from '@gatehouse/core/internal';
import { lazy } from 'react';
import { defineChallenge } from '../../registry/challengeDefinition';

/** MANDATORY_RESET_PASSWORD: the notice that the password must be reset. Its screen is its own chunk, loaded when the server asks for it. */
export const mandatoryResetPasswordChallenge = /* @__PURE__ */ (() =>
  defineChallenge({ ...mandatoryResetPasswordSpec, component: lazy(() => import('./MandatoryResetPasswordChallenge')) }))();
