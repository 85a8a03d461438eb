import type { Translation } from '../../../messages/translation';
import type { passkeyChallengeMessages, passkeyMethodMessages } from '../passkeyChallengeMessages';

/** The passkey challenge's texts in French (France). */
export const translation = {
  'passkey.challenge.title': 'Utilisez votre clé d’accès',
  'passkey.challenge.text':
    'Confirmez qu’il s’agit bien de vous avec la clé d’accès enregistrée sur cet appareil ou dans votre gestionnaire de mots de passe.',
  'passkey.challenge.continue': 'Continuer avec une clé d’accès',
  'passkey.challenge.verifying': 'En attente de votre clé d’accès…',
  'passkey.challenge.approveAnotherWay': 'Approuver d’une autre manière',
  'passkey.challenge.credentialUnknown':
    'Cette clé d’accès n’est plus associée à votre compte : votre navigateur ne la proposera plus. Approuvez d’une autre manière.',
  'challenge.method.PASSKEY': 'Clé d’accès',
} satisfies Translation<typeof passkeyChallengeMessages & typeof passkeyMethodMessages>;
