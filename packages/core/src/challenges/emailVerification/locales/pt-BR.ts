import type { Translation } from '../../../messages/translation';
import type {
  emailVerificationMessages,
  emailVerificationMethodMessages,
} from '../emailVerificationMessages';

/** The emailVerification challenge's texts in Brazilian Portuguese. */
export const translation = {
  'emailVerification.title': 'Confira seu e-mail',
  'emailVerification.text':
    'Enviamos um e-mail com um link para você. Abra-o para confirmar que é você, e esta página continuará automaticamente.',
  'emailVerification.textTo':
    'Enviamos um e-mail com um link para {email}. Abra-o para confirmar que é você, e esta página continuará automaticamente.',
  'emailVerification.waiting': 'Aguardando você abrir o link do e-mail…',
  'emailVerification.resend': 'Reenviar e-mail',
  'emailVerification.resent':
    'Reenviamos o e-mail de verificação para você. Confira sua caixa de entrada',
  'emailVerification.resendFailed':
    'Algo deu errado. Estamos verificando. Tente novamente mais tarde',
  'emailVerification.expiresSoon': 'Vamos parar de esperar você abrir o link em alguns segundos.',
  'emailVerification.keepWaiting': 'Continuar esperando',
  'emailVerification.timedOutTitle': 'Paramos de verificar por enquanto',
  'emailVerification.timedOut':
    'Esta página parou de verificar. Abra o link do e-mail e verifique de novo.',
  'emailVerification.checkAgain': 'Verificar de novo',
  'challenge.method.EMAIL_VERIFICATION': 'E-mail',
} satisfies Translation<typeof emailVerificationMessages & typeof emailVerificationMethodMessages>;
