import { attemptLimitMessages } from '../attemptLimitMessages';
import type { ChallengeDefinition } from '../challengeDefinition';
import { passwordMessages, passwordMethodMessages } from './passwordMessages';

/** PASSWORD: the account password again. It reads no attributes. */
export const passwordDefinition = {
  label: (t) => t('challenge.method.PASSWORD'),
  messages: {
    ...passwordMethodMessages,
    ...attemptLimitMessages,
    ...passwordMessages,
  },
} satisfies ChallengeDefinition;
