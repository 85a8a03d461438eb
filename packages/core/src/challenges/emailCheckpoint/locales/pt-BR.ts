import type { Translation } from '../../../messages/translation';
import type {
  emailCheckpointMessages,
  emailCheckpointMethodMessages,
} from '../emailCheckpointMessages';

/** The emailCheckpoint challenge's texts in Brazilian Portuguese. */
export const translation = {
  'emailCheckpoint.title': 'Confira seu e-mail',
  'emailCheckpoint.text':
    'Enviamos um e-mail para confirmar que é você mesmo. Abra o link que está nele, e esta página continuará automaticamente.',
  'emailCheckpoint.sending': 'Enviando um e-mail para você…',
  'emailCheckpoint.waiting': 'Aguardando você abrir o link do e-mail…',
  'emailCheckpoint.resend': 'Reenviar e-mail',
  'emailCheckpoint.resent': 'Enviamos outro e-mail para você.',
  'emailCheckpoint.expiresSoon': 'Vamos parar de esperar você abrir o link em alguns segundos.',
  'emailCheckpoint.keepWaiting': 'Continuar esperando',
  'emailCheckpoint.triggerError': 'Houve um problema do nosso lado',
  'emailCheckpoint.error.title': 'Algo deu errado',
  'emailCheckpoint.error.text': 'Tente entrar novamente.',
  'emailCheckpoint.error.done': 'Concluído',
  'challenge.method.EMAIL_CHECKPOINT': 'E-mail',
} satisfies Translation<typeof emailCheckpointMessages & typeof emailCheckpointMethodMessages>;
