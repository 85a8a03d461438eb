import type { Translation } from '../../../messages/translation';
import type { passwordMessages, passwordMethodMessages } from '../passwordMessages';

/** The password challenge's texts in German (Germany). */
export const translation = {
  'password.title': 'Geben Sie Ihr Passwort ein',
  'password.label': 'Passwort',
  'password.submit': 'Weiter',
  'password.forgot': 'Passwort vergessen',
  'password.approveAnotherWay': 'Auf andere Weise bestätigen',
  'password.checkEmail.title': 'Prüfen Sie Ihre E-Mails',
  'password.checkEmail.text':
    'Wir haben Ihnen eine E-Mail mit einem Link zum Zurücksetzen Ihres Passworts gesendet.',
  'password.forgotFailed.title': 'Etwas ist schiefgelaufen',
  'password.forgotFailed.text':
    'Wir konnten Ihnen die E-Mail zum Zurücksetzen Ihres Passworts nicht senden.',
  'password.contactUs': 'Kontakt',
  'challenge.method.PASSWORD': 'Passwort',
} satisfies Translation<typeof passwordMessages & typeof passwordMethodMessages>;
