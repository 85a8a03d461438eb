import type { Translation } from '../../../messages/translation';
import type { faceMatchMessages, faceMatchMethodMessages } from '../faceMatchMessages';

/** The faceMatch challenge's texts in Arabic. */
export const translation = {
  'faceMatch.intro.title': 'أكّد أنك أنت بفيديو سيلفي',
  'faceMatch.intro.text':
    'سنطلب منك تصوير فيديو سيلفي قصير ومقارنته بالصور التي لدينا لك. ستحتاج إلى كاميرا ومكان جيد الإضاءة.',
  'faceMatch.intro.continue': 'متابعة',
  'faceMatch.intro.checking': 'جارٍ فحص الكاميرا…',
  'faceMatch.firefoxWarning':
    'لا يعمل فيديو السيلفي جيدًا في Firefox. إذا واجهت مشكلة، فاستخدم متصفحًا آخر مثل Chrome أو Edge أو Safari.',
  'faceMatch.camera.title': 'تحتاج إلى كاميرا لتصوير فيديو السيلفي',
  'faceMatch.camera.none': 'لم نعثر على كاميرا في هذا الجهاز.',
  'faceMatch.camera.denied':
    'لا يسمح لنا متصفحك باستخدام الكاميرا. اسمح بالوصول إلى الكاميرا في إعدادات المتصفح، ثم تحقّق مرة أخرى.',
  'faceMatch.camera.timedOut':
    'لم تستجب الكاميرا. إذا طلب متصفحك استخدام الكاميرا، فاسمح بذلك؛ وأغلق أي تطبيق آخر يستخدم الكاميرا، ثم تحقّق مرة أخرى.',
  'faceMatch.camera.checkAgain': 'فحص الكاميرا مرة أخرى',
  'faceMatch.camera.tryAnotherWay': 'تجربة طريقة أخرى',
  'faceMatch.tryAnotherWay.title': 'تجربة طريقة أخرى',
  'faceMatch.tryAnotherWay.text':
    'صوّر فيديو السيلفي على هاتفك باستخدام تطبيقنا، أو اطلب منا التحقق من هويتك يدويًا.',
  'faceMatch.tryAnotherWay.downloadApp': 'تنزيل التطبيق',
  'faceMatch.tryAnotherWay.checkManually': 'التحقق يدويًا',
  'faceMatch.tryAnotherWay.checkManuallyHint':
    'يتطلب التحقق اليدوي صورة سيلفي وأنت تحمل جواز سفرك أو بطاقة هويتك، وقد يستغرق حتى يوم واحد.',
  'faceMatch.downloadApp.title': 'تنزيل التطبيق',
  'faceMatch.downloadApp.text':
    'امسح رمز QR هذا بكاميرا هاتفك لتنزيل تطبيقنا، ثم سجّل الدخول وصوّر فيديو السيلفي هناك.',
  'faceMatch.downloadApp.qrCode': 'رمز QR لصفحة تنزيل التطبيق',
  'faceMatch.downloadApp.address': 'أو افتح هذا العنوان على هاتفك:',
  'faceMatch.downloadApp.stores': 'احصل على التطبيق من متجر التطبيقات',
  'faceMatch.downloadApp.appStore': 'تنزيل من App Store',
  'faceMatch.downloadApp.googlePlay': 'احصل عليه من Google Play',
  'faceMatch.challenge.title': 'صوّر فيديو السيلفي',
  'faceMatch.challenge.text':
    'انظر إلى الكاميرا مع إبقاء وجهك داخل الإطار، واتبع التعليمات على الشاشة.',
  'faceMatch.challenge.video': 'الكاميرا',
  'faceMatch.challenge.preparing': 'جارٍ تجهيز الكاميرا…',
  'faceMatch.challenge.capturing': 'جارٍ تصوير فيديو السيلفي…',
  'faceMatch.challenge.submitting': 'جارٍ إرسال فيديو السيلفي…',
  'faceMatch.waiting.title': 'جارٍ التحقق من فيديو السيلفي',
  'faceMatch.waiting.text': 'يستغرق هذا عادةً بضع ثوانٍ. يُرجى إبقاء هذه الصفحة مفتوحة.',
  'faceMatch.waiting.status': 'في انتظار النتيجة…',
  'faceMatch.rejected.title': 'لم يتطابق فيديو السيلفي',
  'faceMatch.rejected.text': 'تعذّرت علينا مطابقة فيديو السيلفي مع الصور التي لدينا لك.',
  'faceMatch.rejected.pending': 'جارٍ البحث عن طريقة أخرى للتحقق منك…',
  'faceMatch.error.title': 'تعذّر علينا التحقق من صورة السيلفي',
  'faceMatch.error.FAILED': 'تأكّد من أن وجهك مضاء جيدًا وداخل الإطار بالكامل، ثم حاول مرة أخرى.',
  'faceMatch.error.TIMED_OUT': 'استغرق التحقق من فيديو السيلفي وقتًا طويلًا جدًا.',
  'faceMatch.error.CAPTURE_FAILED': 'لم يكتمل تصوير فيديو السيلفي.',
  'faceMatch.error.ERROR': 'حدث خطأ ما، يُرجى المحاولة مرة أخرى.',
  'faceMatch.error.tryAgain': 'حاول مرة أخرى',
  'challenge.method.FACE_MATCH': 'فيديو سيلفي',
} satisfies Translation<typeof faceMatchMessages & typeof faceMatchMethodMessages>;
