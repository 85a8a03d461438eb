import type { Translation } from '../../../messages/translation';
import type { resetPasswordMessages } from '../resetPasswordMessages';

/** The mandatoryResetPassword challenge's texts in German (Germany). */
export const translation = {
  'resetPassword.title': 'Setzen Sie Ihr Passwort zurück',
  'resetPassword.message': 'Zu Ihrer Sicherheit müssen Sie ein neues Passwort festlegen.',
  'resetPassword.link': 'Passwort zurücksetzen',
} satisfies Translation<typeof resetPasswordMessages>;
