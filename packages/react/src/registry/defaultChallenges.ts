import { lazy } from 'react';
import type { ChallengeComponents } from './challengeComponent';

// Each challenge is its own chunk: a login page downloads only the one the server asks for.
const CodeChallenge = lazy(() => import('../challenges/code/CodeChallenge'));

export const defaultChallenges: ChallengeComponents = {
  SMS: CodeChallenge,
  WHATSAPP: CodeChallenge,
  VOICE: CodeChallenge,
  TOTP: CodeChallenge,
};
