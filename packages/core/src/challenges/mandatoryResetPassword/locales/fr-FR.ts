import type { Translation } from '../../../messages/translation';
import type { resetPasswordMessages } from '../resetPasswordMessages';

/** The mandatoryResetPassword challenge's texts in French (France). */
export const translation = {
  'resetPassword.title': 'Réinitialisez votre mot de passe',
  'resetPassword.message': 'Pour votre sécurité, vous devez définir un nouveau mot de passe.',
  'resetPassword.link': 'Réinitialiser le mot de passe',
} satisfies Translation<typeof resetPasswordMessages>;
