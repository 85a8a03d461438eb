import type { Translation } from '../../../messages/translation';
import type { pushMessages, pushMethodMessages } from '../pushMessages';

/** The push challenge's texts in Brazilian Portuguese. */
export const translation = {
  'push.title': 'Aprove a notificação no seu celular',
  'push.text':
    'Enviamos uma notificação para o seu celular. Abra-a e aprove a solicitação para continuar.',
  'push.sending': 'Enviando uma notificação para o seu celular…',
  'push.waiting': 'Aguardando sua aprovação…',
  'push.numberMatch.text':
    'Abra a notificação no seu celular e escolha este número para aprovar a solicitação:',
  'push.numberMatch.label': 'Número a escolher',
  'push.notReceived': 'Não recebi nenhuma notificação',
  'push.resent': 'Enviamos uma nova notificação para você.',
  'push.expiresSoon': 'Vamos parar de esperar sua aprovação em alguns segundos.',
  'push.keepWaiting': 'Continuar esperando',
  'push.error.title': 'Não conseguimos confirmar que é você',
  'push.error.denied': 'A solicitação foi recusada no seu celular.',
  'push.error.timedOut': 'Seu celular não respondeu a tempo.',
  'push.error.sendFailed': 'Não conseguimos enviar uma notificação para o seu celular.',
  'push.error.tryAgain': 'Tentar novamente',
  'challenge.method.PUSH': 'Notificação no celular',
} satisfies Translation<typeof pushMessages & typeof pushMethodMessages>;
