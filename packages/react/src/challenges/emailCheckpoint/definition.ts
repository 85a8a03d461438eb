import { emailCheckpointSpec } from '@gatehouse/core/internal';
import { lazy } from 'react';
import { defineChallenge } from '../../registry/challengeDefinition';

/** EMAIL_CHECKPOINT: open the link in an email sent to check this device. Its screen is its own chunk, loaded when the server asks for it. */
export const emailCheckpointChallenge = /* @__PURE__ */ (() =>
  defineChallenge({ ...emailCheckpointSpec, component: lazy(() => import('./EmailCheckpointChallenge')) }))();
