import type { Translation } from '../../../messages/translation';
import type { pushMessages, pushMethodMessages } from '../pushMessages';

/** The push challenge's texts in European Spanish. */
export const translation = {
  'push.title': 'Aprueba la notificación en tu teléfono',
  'push.text':
    'Hemos enviado una notificación a tu teléfono. Ábrela y aprueba la solicitud para continuar.',
  'push.sending': 'Enviando una notificación a tu teléfono…',
  'push.waiting': 'Esperando tu aprobación…',
  'push.numberMatch.text':
    'Abre la notificación en tu teléfono y elige este número para aprobar la solicitud:',
  'push.numberMatch.label': 'Número que debes elegir',
  'push.notReceived': 'No he recibido ninguna notificación',
  'push.resent': 'Te hemos enviado una notificación nueva.',
  'push.expiresSoon': 'Dejaremos de esperar tu aprobación en unos segundos.',
  'push.keepWaiting': 'Seguir esperando',
  'push.error.title': 'No hemos podido verificar que eres tú',
  'push.error.denied': 'La solicitud se ha rechazado en tu teléfono.',
  'push.error.timedOut': 'Tu teléfono no ha respondido a tiempo.',
  'push.error.sendFailed': 'No hemos podido enviar una notificación a tu teléfono.',
  'push.error.tryAgain': 'Volver a intentarlo',
  'challenge.method.PUSH': 'Notificación en tu teléfono',
} satisfies Translation<typeof pushMessages & typeof pushMethodMessages>;
