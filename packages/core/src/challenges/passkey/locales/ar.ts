import type { Translation } from '../../../messages/translation';
import type { passkeyChallengeMessages, passkeyMethodMessages } from '../passkeyChallengeMessages';

/** The passkey challenge's texts in Arabic. */
export const translation = {
  'passkey.challenge.title': 'استخدم مفتاح المرور',
  'passkey.challenge.text':
    'أكّد أنك أنت باستخدام مفتاح المرور المحفوظ على هذا الجهاز أو في مدير كلمات المرور.',
  'passkey.challenge.continue': 'المتابعة باستخدام مفتاح المرور',
  'passkey.challenge.verifying': 'في انتظار مفتاح المرور…',
  'passkey.challenge.approveAnotherWay': 'الموافقة بطريقة أخرى',
  'passkey.challenge.credentialUnknown':
    'لم يعد مفتاح المرور هذا مرتبطًا بحسابك، لذا لن يعرضه متصفحك بعد الآن. وافق بطريقة أخرى.',
  'challenge.method.PASSKEY': 'مفتاح المرور',
} satisfies Translation<typeof passkeyChallengeMessages & typeof passkeyMethodMessages>;
