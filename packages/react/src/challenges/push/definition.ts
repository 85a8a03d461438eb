import { pushSpec } from '@gatehouse/core/internal';
import { lazy } from 'react';
import { defineChallenge } from '../../registry/challengeDefinition';

/** PUSH: approve a notification in the phone app. Its screen is its own chunk, loaded when the server asks for it. */
export const pushChallenge = /* @__PURE__ */ (() =>
  defineChallenge({ ...pushSpec, component: lazy(() => import('./PushChallenge')) }))();
