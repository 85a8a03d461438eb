import { pushSpec } from '@gatehouse-auth/core/internal/challenges/push/spec';
import { defineChallenge } from '../../registry/challengeDefinition';
import PushChallenge from './PushChallenge';

/** PUSH: approve a notification in the phone app. Its screen loads with the challenge flow. */
export const pushChallenge = defineChallenge({ ...pushSpec, component: PushChallenge });
