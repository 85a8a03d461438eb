import type { Translation } from '../../../messages/translation';
import type {
  emailVerificationMessages,
  emailVerificationMethodMessages,
} from '../emailVerificationMessages';

/** The emailVerification challenge's texts in Arabic. */
export const translation = {
  'emailVerification.title': 'تحقّق من بريدك الإلكتروني',
  'emailVerification.text':
    'أرسلنا إليك رسالة بريد إلكتروني تتضمن رابطًا. افتحه لتأكيد أنك أنت، وستتابع هذه الصفحة تلقائيًا.',
  'emailVerification.textTo':
    'أرسلنا رسالة تتضمن رابطًا إلى {email}. افتحه لتأكيد أنك أنت، وستتابع هذه الصفحة تلقائيًا.',
  'emailVerification.waiting': 'في انتظار فتح الرابط الموجود في الرسالة…',
  'emailVerification.resend': 'إعادة إرسال الرسالة',
  'emailVerification.resent': 'أعدنا إرسال رسالة التحقق إليك، يُرجى مراجعة صندوق الوارد',
  'emailVerification.resendFailed': 'حدث خطأ ما. نحن نعمل على حلّه، يُرجى المحاولة لاحقًا',
  'emailVerification.expiresSoon': 'سنتوقف عن انتظار فتح الرابط خلال ثوانٍ قليلة.',
  'emailVerification.keepWaiting': 'مواصلة الانتظار',
  'emailVerification.timedOutTitle': 'توقفنا عن التحقق مؤقتًا',
  'emailVerification.timedOut':
    'توقفت هذه الصفحة عن التحقق. افتح الرابط في البريد الإلكتروني، ثم تحقّق مجددًا.',
  'emailVerification.checkAgain': 'تحقّق مجددًا',
  'challenge.method.EMAIL_VERIFICATION': 'البريد الإلكتروني',
} satisfies Translation<typeof emailVerificationMessages & typeof emailVerificationMethodMessages>;
