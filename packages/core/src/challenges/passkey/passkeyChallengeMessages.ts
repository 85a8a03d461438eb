/** The PASSKEY challenge's screen. */
export const passkeyChallengeMessages = {
  'passkey.challenge.title': 'Use your passkey',
  'passkey.challenge.text':
    "Confirm it's you with the passkey saved on this device or your password manager.",
  'passkey.challenge.continue': 'Continue with passkey',
  'passkey.challenge.verifying': 'Waiting for your passkey…',
  'passkey.challenge.approveAnotherWay': 'Approve another way',
  'passkey.challenge.credentialUnknown':
    "This passkey is no longer linked to your account, so your browser won't offer it again. Approve another way.",
} as const;

/** The method name of PASSKEY on "Choose a 2-step verification method". */
export const passkeyMethodMessages = { 'challenge.method.PASSKEY': 'Passkey' } as const;
