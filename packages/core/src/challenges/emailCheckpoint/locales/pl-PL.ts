import type { Translation } from '../../../messages/translation';
import type {
  emailCheckpointMessages,
  emailCheckpointMethodMessages,
} from '../emailCheckpointMessages';

/** The emailCheckpoint challenge's texts in Polish (Poland). */
export const translation = {
  'emailCheckpoint.title': 'Sprawdź skrzynkę e-mail',
  'emailCheckpoint.text':
    'Wysłaliśmy wiadomość e-mail, aby upewnić się, że to naprawdę Ty. Otwórz zawarty w niej link, a ta strona przejdzie dalej automatycznie.',
  'emailCheckpoint.sending': 'Wysyłanie wiadomości e-mail…',
  'emailCheckpoint.waiting': 'Czekamy, aż otworzysz link z wiadomości e-mail…',
  'emailCheckpoint.resend': 'Wyślij e-mail ponownie',
  'emailCheckpoint.resent': 'Wysłaliśmy kolejną wiadomość e-mail.',
  'emailCheckpoint.expiresSoon': 'Za kilka sekund przestaniemy czekać, aż otworzysz link.',
  'emailCheckpoint.keepWaiting': 'Czekaj dalej',
  'emailCheckpoint.triggerError': 'Wystąpił problem po naszej stronie',
  'emailCheckpoint.error.title': 'Coś poszło nie tak',
  'emailCheckpoint.error.text': 'Spróbuj zalogować się ponownie.',
  'emailCheckpoint.error.done': 'Gotowe',
  'challenge.method.EMAIL_CHECKPOINT': 'E-mail',
} satisfies Translation<typeof emailCheckpointMessages & typeof emailCheckpointMethodMessages>;
