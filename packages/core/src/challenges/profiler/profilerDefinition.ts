import type { ChallengeDefinition } from '../challengeDefinition';
import { profilerMessages } from './profilerMessages';

/** PROFILER: a silent check of the device. It reads no attributes and has no method name of its own. */
export const profilerDefinition = {
  messages: profilerMessages,
} satisfies ChallengeDefinition;
