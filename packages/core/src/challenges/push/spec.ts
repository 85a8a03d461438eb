import type { ChallengeSpec } from '../challengeSpec';
import { pushMessages } from './pushMessages';

/** The method name of PUSH on "Choose a 2-step verification method". */
export const pushMethodMessages = {
  'challenge.method.PUSH': 'Notification on your phone',
} as const;

/** PUSH: approve a notification in the phone app. It reads no attributes (its version is in the context). */
export const pushSpec: ChallengeSpec = {
  label: (t) => t('challenge.method.PUSH'),
  messages: /* @__PURE__ */ (() => ({ ...pushMethodMessages, ...pushMessages }))(),
};
