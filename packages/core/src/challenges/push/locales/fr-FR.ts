import type { Translation } from '../../../messages/translation';
import type { pushMessages, pushMethodMessages } from '../pushMessages';

/** The push challenge's texts in French (France). */
export const translation = {
  'push.title': 'Approuvez la notification sur votre téléphone',
  'push.text':
    'Nous avons envoyé une notification à votre téléphone. Ouvrez-la et approuvez la demande pour continuer.',
  'push.sending': 'Envoi d’une notification à votre téléphone…',
  'push.waiting': 'En attente de votre approbation…',
  'push.numberMatch.text':
    'Ouvrez la notification sur votre téléphone et choisissez ce nombre pour approuver la demande :',
  'push.numberMatch.label': 'Nombre à choisir',
  'push.notReceived': 'Je n’ai pas reçu de notification',
  'push.resent': 'Nous vous avons envoyé une nouvelle notification.',
  'push.expiresSoon': 'Nous cesserons d’attendre votre approbation dans quelques secondes.',
  'push.keepWaiting': 'Continuer d’attendre',
  'push.error.title': 'Nous n’avons pas pu confirmer votre identité',
  'push.error.denied': 'La demande a été refusée sur votre téléphone.',
  'push.error.timedOut': 'Votre téléphone n’a pas répondu à temps.',
  'push.error.sendFailed': 'Nous n’avons pas pu envoyer de notification à votre téléphone.',
  'push.error.tryAgain': 'Réessayer',
  'challenge.method.PUSH': 'Notification sur votre téléphone',
} satisfies Translation<typeof pushMessages & typeof pushMethodMessages>;
