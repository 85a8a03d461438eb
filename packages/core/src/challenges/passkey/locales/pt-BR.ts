import type { Translation } from '../../../messages/translation';
import type { passkeyChallengeMessages, passkeyMethodMessages } from '../passkeyChallengeMessages';

/** The passkey challenge's texts in Brazilian Portuguese. */
export const translation = {
  'passkey.challenge.title': 'Use sua chave de acesso',
  'passkey.challenge.text':
    'Confirme que é você com a chave de acesso salva neste dispositivo ou no seu gerenciador de senhas.',
  'passkey.challenge.continue': 'Continuar com chave de acesso',
  'passkey.challenge.verifying': 'Aguardando sua chave de acesso…',
  'passkey.challenge.approveAnotherWay': 'Aprovar de outra forma',
  'passkey.challenge.credentialUnknown':
    'Esta chave de acesso não está mais vinculada à sua conta, então seu navegador deixará de oferecê-la. Aprove de outra forma.',
  'challenge.method.PASSKEY': 'Chave de acesso',
} satisfies Translation<typeof passkeyChallengeMessages & typeof passkeyMethodMessages>;
