import { emailVerificationSpec } from '@gatehouse/core/internal';
import { lazy } from 'react';
import { defineChallenge } from '../../registry/challengeDefinition';

/** EMAIL_VERIFICATION: open the link in an email. Its screen is its own chunk, loaded when the server asks for it. */
export const emailVerificationChallenge = /* @__PURE__ */ (() =>
  defineChallenge({ ...emailVerificationSpec, component: lazy(() => import('./EmailVerificationChallenge')) }))();
