import type { Translation } from '../../../messages/translation';
import type { pushMessages, pushMethodMessages } from '../pushMessages';

/** The push challenge's texts in German (Germany). */
export const translation = {
  'push.title': 'Bestätigen Sie die Benachrichtigung auf Ihrem Telefon',
  'push.text':
    'Wir haben eine Benachrichtigung an Ihr Telefon gesendet. Öffnen Sie sie und bestätigen Sie die Anfrage, um fortzufahren.',
  'push.sending': 'Benachrichtigung wird an Ihr Telefon gesendet…',
  'push.waiting': 'Warten auf Ihre Bestätigung…',
  'push.numberMatch.text':
    'Öffnen Sie die Benachrichtigung auf Ihrem Telefon und wählen Sie diese Zahl, um die Anfrage zu bestätigen:',
  'push.numberMatch.label': 'Zu wählende Zahl',
  'push.notReceived': 'Ich habe keine Benachrichtigung erhalten',
  'push.resent': 'Wir haben Ihnen eine neue Benachrichtigung gesendet.',
  'push.expiresSoon': 'Wir warten nur noch wenige Sekunden auf Ihre Bestätigung.',
  'push.keepWaiting': 'Weiter warten',
  'push.error.title': 'Wir konnten nicht bestätigen, dass Sie es sind',
  'push.error.denied': 'Die Anfrage wurde auf Ihrem Telefon abgelehnt.',
  'push.error.timedOut': 'Ihr Telefon hat nicht rechtzeitig geantwortet.',
  'push.error.sendFailed': 'Wir konnten keine Benachrichtigung an Ihr Telefon senden.',
  'push.error.tryAgain': 'Erneut versuchen',
  'challenge.method.PUSH': 'Benachrichtigung auf Ihrem Telefon',
} satisfies Translation<typeof pushMessages & typeof pushMethodMessages>;
