import type { Translation } from '../../../messages/translation';
import type { passkeyChallengeMessages, passkeyMethodMessages } from '../passkeyChallengeMessages';

/** The passkey challenge's texts in European Spanish. */
export const translation = {
  'passkey.challenge.title': 'Usa tu llave de acceso',
  'passkey.challenge.text':
    'Confirma que eres tú con la llave de acceso guardada en este dispositivo o en tu gestor de contraseñas.',
  'passkey.challenge.continue': 'Continuar con llave de acceso',
  'passkey.challenge.verifying': 'Esperando tu llave de acceso…',
  'passkey.challenge.approveAnotherWay': 'Aprobar de otra forma',
  'passkey.challenge.credentialUnknown':
    'Esta llave de acceso ya no está vinculada a tu cuenta, así que tu navegador dejará de ofrecerla. Aprueba de otra forma.',
  'challenge.method.PASSKEY': 'Llave de acceso',
} satisfies Translation<typeof passkeyChallengeMessages & typeof passkeyMethodMessages>;
