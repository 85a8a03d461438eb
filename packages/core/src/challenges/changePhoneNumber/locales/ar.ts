import type { Translation } from '../../../messages/translation';
import type {
  changePhoneNumberMessages,
  changePhoneNumberMethodMessages,
} from '../changePhoneNumberMessages';

/** The changePhoneNumber challenge's texts in Arabic. */
export const translation = {
  'changePhoneNumber.intro.title': 'ألم يعد بإمكانك استخدام رقم هاتفك؟',
  'changePhoneNumber.intro.text':
    'إذا فقدت هاتفك أو غيّرت رقمك، فيمكنك تغيير رقم الهاتف المسجّل في حسابك. سنتحقق أولًا من أنك أنت بالفعل.',
  'changePhoneNumber.intro.fallback': 'الحصول على مساعدة',
  'changePhoneNumber.requirements.title': 'تغيير رقم هاتفك',
  'changePhoneNumber.requirements.text': 'لتغيير رقم هاتفك، ستحتاج إلى:',
  'changePhoneNumber.requirements.selfie': 'صورة سيلفي وأنت تحمل جواز سفرك أو بطاقة هويتك',
  'changePhoneNumber.requirements.newPhone': 'إمكانية الوصول إلى رقم هاتفك الجديد',
  'changePhoneNumber.requirements.documents': 'التحقق من مستنداتك',
  'changePhoneNumber.requirements.timing':
    'يستغرق التحقق من مستنداتك عادةً 10 دقائق، لكنه قد يستغرق حتى يوم واحد.',
  'changePhoneNumber.starting': 'جارٍ نقلك إلى تغيير رقم هاتفك…',
  'challenge.method.INITIATE_CHANGE_PHONE_NUMBER_FLOW': 'تغيير رقم هاتفك',
} satisfies Translation<typeof changePhoneNumberMessages & typeof changePhoneNumberMethodMessages>;
