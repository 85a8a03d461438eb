import { passwordSpec } from '@gatehouse-auth/core/internal';
import { defineChallenge } from '../../registry/challengeDefinition';
import PasswordChallenge from './PasswordChallenge';

/** PASSWORD: the account password again. Its screen is in the challenge flow's chunk. */
export const passwordChallenge = defineChallenge({ ...passwordSpec, component: PasswordChallenge });
