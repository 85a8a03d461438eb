import { attemptLimitMessages } from '../attemptLimitMessages';
import type { ChallengeSpec } from '../challengeSpec';
import { passwordMessages, passwordMethodMessages } from './passwordMessages';

/** PASSWORD: the account password again. It reads no attributes. */
export const passwordSpec: ChallengeSpec = {
  label: (t) => t('challenge.method.PASSWORD'),
  messages: {
    ...passwordMethodMessages,
    ...attemptLimitMessages,
    ...passwordMessages,
  },
};
