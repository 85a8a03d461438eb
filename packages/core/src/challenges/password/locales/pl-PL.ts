import type { Translation } from '../../../messages/translation';
import type { passwordMessages, passwordMethodMessages } from '../passwordMessages';

/** The password challenge's texts in Polish (Poland). */
export const translation = {
  'password.title': 'Wpisz hasło',
  'password.label': 'Hasło',
  'password.submit': 'Dalej',
  'password.forgot': 'Nie pamiętam hasła',
  'password.approveAnotherWay': 'Zatwierdź w inny sposób',
  'password.checkEmail.title': 'Sprawdź skrzynkę e-mail',
  'password.checkEmail.text': 'Wysłaliśmy wiadomość e-mail z linkiem do zresetowania hasła.',
  'password.forgotFailed.title': 'Coś poszło nie tak',
  'password.forgotFailed.text': 'Nie udało się wysłać wiadomości e-mail do zresetowania hasła.',
  'password.contactUs': 'Skontaktuj się z nami',
  'challenge.method.PASSWORD': 'Hasło',
} satisfies Translation<typeof passwordMessages & typeof passwordMethodMessages>;
