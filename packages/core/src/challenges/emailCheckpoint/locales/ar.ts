import type { Translation } from '../../../messages/translation';
import type {
  emailCheckpointMessages,
  emailCheckpointMethodMessages,
} from '../emailCheckpointMessages';

/** The emailCheckpoint challenge's texts in Arabic. */
export const translation = {
  'emailCheckpoint.title': 'تحقّق من بريدك الإلكتروني',
  'emailCheckpoint.text':
    'أرسلنا إليك رسالة بريد إلكتروني للتأكد من أنك أنت بالفعل. افتح الرابط الموجود فيها، وستتابع هذه الصفحة تلقائيًا.',
  'emailCheckpoint.sending': 'جارٍ إرسال رسالة بريد إلكتروني إليك…',
  'emailCheckpoint.waiting': 'في انتظار فتح الرابط الموجود في الرسالة…',
  'emailCheckpoint.resend': 'إعادة إرسال الرسالة',
  'emailCheckpoint.resent': 'أرسلنا إليك رسالة أخرى.',
  'emailCheckpoint.expiresSoon': 'سنتوقف عن انتظار فتح الرابط خلال ثوانٍ قليلة.',
  'emailCheckpoint.keepWaiting': 'مواصلة الانتظار',
  'emailCheckpoint.triggerError': 'حدثت مشكلة من جهتنا',
  'emailCheckpoint.error.title': 'حدث خطأ ما',
  'emailCheckpoint.error.text': 'يُرجى محاولة تسجيل الدخول مرة أخرى.',
  'emailCheckpoint.error.done': 'تم',
  'challenge.method.EMAIL_CHECKPOINT': 'البريد الإلكتروني',
} satisfies Translation<typeof emailCheckpointMessages & typeof emailCheckpointMethodMessages>;
