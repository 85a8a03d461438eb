import type { ChallengeSpec } from '../challengeSpec';
import { passkeyChallengeMessages } from './passkeyChallengeMessages';

/** The method name of PASSKEY on "Choose a 2-step verification method". */
export const passkeyMethodMessages = { 'challenge.method.PASSKEY': 'Passkey' } as const;

/** PASSKEY: confirm with a passkey saved on the device. It reads no attributes. */
export const passkeySpec: ChallengeSpec = {
  label: (t) => t('challenge.method.PASSKEY'),
  messages: { ...passkeyMethodMessages, ...passkeyChallengeMessages },
};
