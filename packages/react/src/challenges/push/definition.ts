import { pushSpec } from '@gatehouse/core/internal';
import { defineChallenge } from '../../registry/challengeDefinition';
import { commonScreen } from '../commonScreen';

/** PUSH: approve a notification in the phone app. Its screen loads with the other common ones (commonScreens.ts). */
export const pushChallenge = /* @__PURE__ */ (() =>
  defineChallenge({ ...pushSpec, component: commonScreen('PushChallenge') }))();
