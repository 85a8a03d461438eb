import type { Translation } from '../../../messages/translation';
import type { updatePhoneNumberMessages } from '../updatePhoneNumberMessages';

/** The updatePhoneNumber challenge's texts in Arabic. */
export const translation = {
  'updatePhoneNumber.title': 'أدخل رقم هاتفك الجديد',
  'updatePhoneNumber.text': 'سنستخدم هذا الرقم للتحقق من أنك أنت عند تسجيل الدخول.',
  'updatePhoneNumber.submit': 'حفظ رقم الهاتف',
  'updatePhoneNumber.saving': 'جارٍ حفظ رقم هاتفك الجديد…',
  'updatePhoneNumber.duplicate': 'رقم الهاتف هذا مرتبط بالفعل بحساب آخر.',
} satisfies Translation<typeof updatePhoneNumberMessages>;
