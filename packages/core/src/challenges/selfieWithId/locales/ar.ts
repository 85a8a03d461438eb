import type { Translation } from '../../../messages/translation';
import type { selfieMessages, selfieMethodMessages } from '../selfieMessages';

/** The selfieWithId challenge's texts in Arabic. */
export const translation = {
  'selfie.title': 'حمّل صورة السيلفي وراجعها',
  'selfie.changePhoneNumber': 'أنت تغيّر رقم هاتفك من {current} إلى {next}.',
  'selfie.documents':
    'التقط صورة سيلفي وأنت تحمل أحد هذه المستندات: جواز سفرك أو بطاقة الهوية الوطنية أو رخصة القيادة.',
  'selfie.checklist.title': 'يجب أن تُظهر صورة السيلفي',
  'selfie.checklist.faceAndId': 'وجهك بالكامل وبطاقة هويتك',
  'selfie.checklist.name': 'الاسم الأول واسم العائلة المكتوبين على بطاقة هويتك',
  'selfie.upload.mobile': 'التقط صورة أو اختر صورة من هاتفك',
  'selfie.upload.desktop': 'اسحب صورة السيلفي وأفلتها هنا، أو اختر ملفًا',
  'selfie.upload.hint': 'صورة أصغر من 10 ميغابايت.',
  'selfie.tooBig': 'يُرجى تقديم ملف أصغر من 10 ميغابايت. حجم ملفك {size} ميغابايت.',
  'selfie.notAnImage': 'تعذّر علينا فتح هذا الملف. يُرجى اختيار صورة.',
  'selfie.empty': 'هذا الملف فارغ. يُرجى اختيار صورة.',
  'selfie.unsupportedType': 'يُرجى اختيار صورة (JPG أو PNG أو WebP).',
  'selfie.tooManyPixels': 'هذه الصورة أكبر من أن تُفتح. يُرجى اختيار صورة بدقة 50 ميغابكسل أو أقل.',
  'selfie.preparing': 'جارٍ تجهيز المعاينة…',
  'selfie.preview.alt': 'صورة السيلفي',
  'selfie.enlarge': 'انقر للتكبير',
  'selfie.enlarged.title': 'صورة السيلفي',
  'selfie.enlarged.alt': 'صورة السيلفي مكبّرة',
  'selfie.uploadNew': 'تحميل صورة سيلفي جديدة',
  'selfie.submit': 'إرسال',
  'selfie.submitting': 'جارٍ إرسال صورة السيلفي…',
  'challenge.method.SELFIE_WITH_ID': 'صورة سيلفي مع الهوية',
} satisfies Translation<typeof selfieMessages & typeof selfieMethodMessages>;
