import type { Translation } from '../../../messages/translation';
import type {
  emailVerificationMessages,
  emailVerificationMethodMessages,
} from '../emailVerificationMessages';

/** The emailVerification challenge's texts in Polish (Poland). */
export const translation = {
  'emailVerification.title': 'Sprawdź skrzynkę e-mail',
  'emailVerification.text':
    'Wysłaliśmy wiadomość e-mail z linkiem. Otwórz go, aby potwierdzić swoją tożsamość, a ta strona przejdzie dalej automatycznie.',
  'emailVerification.textTo':
    'Wysłaliśmy wiadomość z linkiem na adres {email}. Otwórz go, aby potwierdzić swoją tożsamość, a ta strona przejdzie dalej automatycznie.',
  'emailVerification.waiting': 'Czekamy, aż otworzysz link z wiadomości e-mail…',
  'emailVerification.resend': 'Wyślij e-mail ponownie',
  'emailVerification.resent':
    'Ponownie wysłaliśmy wiadomość weryfikacyjną. Sprawdź skrzynkę odbiorczą',
  'emailVerification.resendFailed': 'Coś poszło nie tak. Sprawdzamy to. Spróbuj ponownie później',
  'emailVerification.expiresSoon': 'Za kilka sekund przestaniemy czekać, aż otworzysz link.',
  'emailVerification.keepWaiting': 'Czekaj dalej',
  'emailVerification.timedOutTitle': 'Na razie przestaliśmy sprawdzać',
  'emailVerification.timedOut':
    'Ta strona przestała sprawdzać. Otwórz link z wiadomości e-mail, a potem sprawdź ponownie.',
  'emailVerification.checkAgain': 'Sprawdź ponownie',
  'challenge.method.EMAIL_VERIFICATION': 'E-mail',
} satisfies Translation<typeof emailVerificationMessages & typeof emailVerificationMethodMessages>;
