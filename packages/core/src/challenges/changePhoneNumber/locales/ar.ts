import type { Translation } from '../../../messages/translation';
import type { phoneChangeMessages, changePhoneNumberMethodMessages } from '../phoneChangeMessages';

/** The changePhoneNumber challenge's texts in Arabic. */
export const translation = {
  'phoneChange.intro.title': 'ألم يعد بإمكانك استخدام رقم هاتفك؟',
  'phoneChange.intro.text':
    'إذا فقدت هاتفك أو غيّرت رقمك، فيمكنك تغيير رقم الهاتف المسجّل في حسابك. سنتحقق أولًا من أنك أنت بالفعل.',
  'phoneChange.intro.fallback': 'الحصول على مساعدة',
  'phoneChange.requirements.title': 'تغيير رقم هاتفك',
  'phoneChange.requirements.text': 'لتغيير رقم هاتفك، ستحتاج إلى:',
  'phoneChange.requirements.selfie': 'صورة سيلفي وأنت تحمل جواز سفرك أو بطاقة هويتك',
  'phoneChange.requirements.newPhone': 'إمكانية الوصول إلى رقم هاتفك الجديد',
  'phoneChange.requirements.documents': 'التحقق من مستنداتك',
  'phoneChange.requirements.timing':
    'يستغرق التحقق من مستنداتك عادةً 10 دقائق، لكنه قد يستغرق حتى يوم واحد.',
  'phoneChange.starting': 'جارٍ نقلك إلى تغيير رقم هاتفك…',
  'challenge.method.INITIATE_CHANGE_PHONE_NUMBER_FLOW': 'تغيير رقم هاتفك',
} satisfies Translation<typeof phoneChangeMessages & typeof changePhoneNumberMethodMessages>;
