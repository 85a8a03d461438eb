import { passwordDefinition as core } from '@gatehouse-auth/core/internal/challenges/password/passwordDefinition';
import { defineChallenge } from '../../registry/challengeDefinition';
import PasswordChallenge from './PasswordChallenge';

/** PASSWORD: the account password again. Its screen loads with the challenge flow. */
export const passwordDefinition = defineChallenge({ ...core, component: PasswordChallenge });
