import type { Translation } from '../../../messages/translation';
import type { passkeyChallengeMessages, passkeyMethodMessages } from '../passkeyChallengeMessages';

/** The passkey challenge's texts in German (Germany). */
export const translation = {
  'passkey.challenge.title': 'Verwenden Sie Ihren Passkey',
  'passkey.challenge.text':
    'Bestätigen Sie mit dem Passkey auf diesem Gerät oder in Ihrem Passwort-Manager, dass Sie es sind.',
  'passkey.challenge.continue': 'Mit Passkey fortfahren',
  'passkey.challenge.verifying': 'Warten auf Ihren Passkey…',
  'passkey.challenge.approveAnotherWay': 'Auf andere Weise bestätigen',
  'passkey.challenge.credentialUnknown':
    'Dieser Passkey ist nicht mehr mit Ihrem Konto verknüpft, daher bietet Ihr Browser ihn nicht mehr an. Bestätigen Sie auf andere Weise.',
  'challenge.method.PASSKEY': 'Passkey',
} satisfies Translation<typeof passkeyChallengeMessages & typeof passkeyMethodMessages>;
