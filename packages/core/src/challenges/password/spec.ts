import type { ChallengeSpec } from '../challengeSpec';

/** The flow's texts for PASSWORD, before its screen loads. */
export const passwordMethodMessages = { 'challenge.method.PASSWORD': 'Password' } as const;

/** PASSWORD: the account password again. It reads no attributes. */
export const passwordSpec: ChallengeSpec = {
  label: (t) => t('challenge.method.PASSWORD'),
  messages: passwordMethodMessages,
};
