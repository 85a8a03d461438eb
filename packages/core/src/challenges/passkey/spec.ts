import type { ChallengeSpec } from '../challengeSpec';

/** The flow's texts for PASSKEY, before its screen loads. */
export const passkeyMethodMessages = { 'challenge.method.PASSKEY': 'Passkey' } as const;

/** PASSKEY: confirm with a passkey saved on the device. It reads no attributes. */
export const passkeySpec: ChallengeSpec = {
  label: (t) => t('challenge.method.PASSKEY'),
  messages: passkeyMethodMessages,
};
