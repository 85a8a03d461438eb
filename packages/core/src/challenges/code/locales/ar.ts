import type { Translation } from '../../../messages/translation';
import type { codeMessages, codeMethodMessages } from '../codeMessages';

/** The code challenge's texts in Arabic. */
export const translation = {
  'otp.title.SMS': 'أدخل الرمز الذي أرسلناه إليك في رسالة نصية',
  'otp.title.WHATSAPP': 'أدخل الرمز الذي أرسلناه إليك عبر WhatsApp',
  'otp.title.VOICE': 'أدخل الرمز الذي قرأناه لك',
  'otp.title.TOTP': 'أدخل الرمز من تطبيق المصادقة',
  'otp.sentTo': 'أرسلناه إلى {phone}.',
  'otp.totpHint': 'افتح تطبيق المصادقة لرؤية الرمز المكوّن من 6 أرقام لهذا الحساب.',
  'otp.codeLabel': 'رمز مكوّن من 6 أرقام',
  'otp.submit': 'متابعة',
  'otp.resend': 'إعادة إرسال الرمز',
  'otp.resendIn':
    'يمكنك إعادة إرسال الرمز بعد {seconds, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}',
  'otp.resendAvailable': 'يمكنك الآن إعادة إرسال الرمز.',
  'otp.resent': 'أرسلنا إليك رمزًا جديدًا.',
  'otp.sending': 'جارٍ إرسال الرمز…',
  'otp.triggerError': 'حدث خطأ ما أثناء محاولة إرسال رمز إليك.',
  'otp.testHint': 'بيئة اختبار: استخدم الرمز 111111.',
  'challenge.method.SMS': 'رسالة نصية (SMS)',
  'challenge.method.WHATSAPP': 'WhatsApp',
  'challenge.method.VOICE': 'مكالمة صوتية',
  'challenge.method.TOTP': 'تطبيق المصادقة',
  'challenge.chooseMethod.phone': 'سنستخدم {phone} للرسائل النصية SMS والمكالمات الصوتية وWhatsApp',
} satisfies Translation<typeof codeMessages & typeof codeMethodMessages>;
