import type { Translation } from '../../../messages/translation';
import type { pushMessages, pushMethodMessages } from '../pushMessages';

/** The push challenge's texts in Arabic. */
export const translation = {
  'push.title': 'وافق على الإشعار في هاتفك',
  'push.text': 'أرسلنا إشعارًا إلى هاتفك. افتحه ووافق على الطلب للمتابعة.',
  'push.sending': 'جارٍ إرسال إشعار إلى هاتفك…',
  'push.waiting': 'في انتظار موافقتك…',
  'push.numberMatch.text': 'افتح الإشعار على هاتفك واختر هذا الرقم للموافقة على الطلب:',
  'push.numberMatch.label': 'الرقم المطلوب اختياره',
  'push.notReceived': 'لم يصلني أي إشعار',
  'push.resent': 'أرسلنا إليك إشعارًا جديدًا.',
  'push.expiresSoon': 'سنتوقف عن انتظار موافقتك خلال ثوانٍ قليلة.',
  'push.keepWaiting': 'مواصلة الانتظار',
  'push.error.title': 'تعذّر علينا التحقق من أنك أنت',
  'push.error.denied': 'تم رفض الطلب على هاتفك.',
  'push.error.timedOut': 'لم نتلقَّ ردًا من هاتفك في الوقت المحدد.',
  'push.error.sendFailed': 'تعذّر علينا إرسال إشعار إلى هاتفك.',
  'push.error.tryAgain': 'حاول مرة أخرى',
  'challenge.method.PUSH': 'إشعار على هاتفك',
} satisfies Translation<typeof pushMessages & typeof pushMethodMessages>;
