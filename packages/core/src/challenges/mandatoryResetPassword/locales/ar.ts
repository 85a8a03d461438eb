import type { Translation } from '../../../messages/translation';
import type { resetPasswordMessages } from '../resetPasswordMessages';

/** The mandatoryResetPassword challenge's texts in Arabic. */
export const translation = {
  'resetPassword.title': 'أعد تعيين كلمة المرور',
  'resetPassword.message': 'حفاظًا على أمانك، عليك تعيين كلمة مرور جديدة.',
  'resetPassword.link': 'إعادة تعيين كلمة المرور',
} satisfies Translation<typeof resetPasswordMessages>;
