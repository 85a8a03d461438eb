import type { ChallengeDefinition } from '../challengeDefinition';
import { passkeyChallengeMessages, passkeyMethodMessages } from './passkeyChallengeMessages';

/** PASSKEY: confirm with a passkey saved on the device. It reads no attributes. */
export const passkeyDefinition = {
  label: (t) => t('challenge.method.PASSKEY'),
  messages: { ...passkeyMethodMessages, ...passkeyChallengeMessages },
} satisfies ChallengeDefinition;
