import type { Translation } from '../../../messages/translation';
import type { resetPasswordMessages } from '../resetPasswordMessages';

/** The mandatoryResetPassword challenge's texts in European Spanish. */
export const translation = {
  'resetPassword.title': 'Restablece tu contraseña',
  'resetPassword.message': 'Por tu seguridad, tienes que crear una contraseña nueva.',
  'resetPassword.link': 'Restablecer contraseña',
} satisfies Translation<typeof resetPasswordMessages>;
