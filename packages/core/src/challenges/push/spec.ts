import type { ChallengeSpec } from '../challengeSpec';

/** The flow's texts for PUSH, before its screen loads. */
export const pushMethodMessages = { 'challenge.method.PUSH': 'Notification on your phone' } as const;

/** PUSH: approve a notification in the phone app. It reads no attributes (its version is in the context). */
export const pushSpec: ChallengeSpec = {
  label: (t) => t('challenge.method.PUSH'),
  messages: pushMethodMessages,
};
