import type { Translation } from '../../../messages/translation';
import type {
  emailCheckpointMessages,
  emailCheckpointMethodMessages,
} from '../emailCheckpointMessages';

/** The emailCheckpoint challenge's texts in European Spanish. */
export const translation = {
  'emailCheckpoint.title': 'Revisa tu correo electrónico',
  'emailCheckpoint.text':
    'Te hemos enviado un correo electrónico para asegurarnos de que eres tú. Abre el enlace que contiene y esta página continuará automáticamente.',
  'emailCheckpoint.sending': 'Enviándote un correo electrónico…',
  'emailCheckpoint.waiting': 'Esperando a que abras el enlace del correo electrónico…',
  'emailCheckpoint.resend': 'Reenviar correo electrónico',
  'emailCheckpoint.resent': 'Te hemos enviado otro correo electrónico.',
  'emailCheckpoint.expiresSoon': 'Dejaremos de esperar a que abras el enlace en unos segundos.',
  'emailCheckpoint.keepWaiting': 'Seguir esperando',
  'emailCheckpoint.triggerError': 'Se ha producido un problema por nuestra parte',
  'emailCheckpoint.error.title': 'Se ha producido un error',
  'emailCheckpoint.error.text': 'Vuelve a iniciar sesión.',
  'emailCheckpoint.error.done': 'Listo',
  'challenge.method.EMAIL_CHECKPOINT': 'Correo electrónico',
} satisfies Translation<typeof emailCheckpointMessages & typeof emailCheckpointMethodMessages>;
