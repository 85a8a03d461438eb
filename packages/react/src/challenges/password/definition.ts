import { passwordSpec } from '@gatehouse-auth/core/internal/challenges/password/spec';
import { defineChallenge } from '../../registry/challengeDefinition';
import PasswordChallenge from './PasswordChallenge';

/** PASSWORD: the account password again. Its screen is in the challenge flow's chunk. */
export const passwordChallenge = /* @__PURE__ */ (() =>
  defineChallenge({ ...passwordSpec, component: PasswordChallenge }))();
