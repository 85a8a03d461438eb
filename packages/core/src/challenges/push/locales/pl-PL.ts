import type { Translation } from '../../../messages/translation';
import type { pushMessages, pushMethodMessages } from '../pushMessages';

/** The push challenge's texts in Polish (Poland). */
export const translation = {
  'push.title': 'Zatwierdź powiadomienie na telefonie',
  'push.text':
    'Wysłaliśmy powiadomienie na Twój telefon. Otwórz je i zatwierdź prośbę, aby kontynuować.',
  'push.sending': 'Wysyłanie powiadomienia na telefon…',
  'push.waiting': 'Czekamy na zatwierdzenie…',
  'push.numberMatch.text':
    'Otwórz powiadomienie na telefonie i wybierz tę liczbę, aby zatwierdzić prośbę:',
  'push.numberMatch.label': 'Liczba do wybrania',
  'push.notReceived': 'Powiadomienie do mnie nie dotarło',
  'push.resent': 'Wysłaliśmy nowe powiadomienie.',
  'push.expiresSoon': 'Za kilka sekund przestaniemy czekać na Twoje zatwierdzenie.',
  'push.keepWaiting': 'Czekaj dalej',
  'push.error.title': 'Nie udało się potwierdzić tożsamości',
  'push.error.denied': 'Prośba została odrzucona na telefonie.',
  'push.error.timedOut': 'Telefon nie odpowiedział na czas.',
  'push.error.sendFailed': 'Nie udało się wysłać powiadomienia na telefon.',
  'push.error.tryAgain': 'Spróbuj ponownie',
  'challenge.method.PUSH': 'Powiadomienie na telefonie',
} satisfies Translation<typeof pushMessages & typeof pushMethodMessages>;
