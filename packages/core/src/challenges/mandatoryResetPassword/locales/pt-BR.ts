import type { Translation } from '../../../messages/translation';
import type { resetPasswordMessages } from '../resetPasswordMessages';

/** The mandatoryResetPassword challenge's texts in Brazilian Portuguese. */
export const translation = {
  'resetPassword.title': 'Redefina sua senha',
  'resetPassword.message': 'Para sua segurança, você precisa criar uma nova senha.',
  'resetPassword.link': 'Redefinir senha',
} satisfies Translation<typeof resetPasswordMessages>;
