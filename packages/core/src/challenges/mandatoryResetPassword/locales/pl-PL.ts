import type { Translation } from '../../../messages/translation';
import type { resetPasswordMessages } from '../resetPasswordMessages';

/** The mandatoryResetPassword challenge's texts in Polish (Poland). */
export const translation = {
  'resetPassword.title': 'Zresetuj hasło',
  'resetPassword.message': 'Ze względów bezpieczeństwa musisz ustawić nowe hasło.',
  'resetPassword.link': 'Zresetuj hasło',
} satisfies Translation<typeof resetPasswordMessages>;
