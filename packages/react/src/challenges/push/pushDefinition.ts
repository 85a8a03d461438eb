import { pushDefinition as core } from '@gatehouse-auth/core/internal/challenges/push/pushDefinition';
import { defineChallenge } from '../../registry/challengeDefinition';
import PushChallenge from './PushChallenge';

/** PUSH: approve a notification in the phone app. Its screen loads with the challenge flow. */
export const pushDefinition = defineChallenge({ ...core, component: PushChallenge });
