import { passwordSpec } from '@gatehouse-auth/core/internal/challenges/password/spec';
import { defineChallenge } from '../../registry/challengeDefinition';
import PasswordChallenge from './PasswordChallenge';

/** PASSWORD: the account password again. Its screen loads with the challenge flow. */
export const passwordChallenge = defineChallenge({ ...passwordSpec, component: PasswordChallenge });
