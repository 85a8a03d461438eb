import type { ChallengeSpec } from '../challengeSpec';
import { passkeyChallengeMessages, passkeyMethodMessages } from './passkeyChallengeMessages';

/** PASSKEY: confirm with a passkey saved on the device. It reads no attributes. */
export const passkeySpec: ChallengeSpec = {
  label: (t) => t('challenge.method.PASSKEY'),
  messages: { ...passkeyMethodMessages, ...passkeyChallengeMessages },
};
