import { attemptLimitMessages } from '../attemptLimitMessages';
import type { ChallengeSpec } from '../challengeSpec';
import { passwordMessages } from './passwordMessages';

/** The method name of PASSWORD on "Choose a 2-step verification method". */
export const passwordMethodMessages = { 'challenge.method.PASSWORD': 'Password' } as const;

/** PASSWORD: the account password again. It reads no attributes. */
export const passwordSpec: ChallengeSpec = {
  label: (t) => t('challenge.method.PASSWORD'),
  messages: {
    ...passwordMethodMessages,
    ...attemptLimitMessages,
    ...passwordMessages,
  },
};
