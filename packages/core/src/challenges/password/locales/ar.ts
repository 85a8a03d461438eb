import type { Translation } from '../../../messages/translation';
import type { passwordMessages, passwordMethodMessages } from '../passwordMessages';

/** The password challenge's texts in Arabic. */
export const translation = {
  'password.title': 'أدخل كلمة المرور',
  'password.label': 'كلمة المرور',
  'password.submit': 'متابعة',
  'password.forgot': 'نسيت كلمة المرور',
  'password.approveAnotherWay': 'الموافقة بطريقة أخرى',
  'password.checkEmail.title': 'تحقّق من بريدك الإلكتروني',
  'password.checkEmail.text':
    'أرسلنا إليك رسالة بريد إلكتروني تتضمن رابطًا لإعادة تعيين كلمة المرور.',
  'password.forgotFailed.title': 'حدث خطأ ما',
  'password.forgotFailed.text': 'تعذّر علينا إرسال رسالة إعادة تعيين كلمة المرور إليك.',
  'password.contactUs': 'اتصل بنا',
  'challenge.method.PASSWORD': 'كلمة المرور',
} satisfies Translation<typeof passwordMessages & typeof passwordMethodMessages>;
