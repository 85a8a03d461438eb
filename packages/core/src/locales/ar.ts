import { translation as changePhoneNumber } from '../challenges/changePhoneNumber/locales/ar';
import { translation as code } from '../challenges/code/locales/ar';
import { translation as emailCheckpoint } from '../challenges/emailCheckpoint/locales/ar';
import { translation as emailVerification } from '../challenges/emailVerification/locales/ar';
import { translation as faceMatch } from '../challenges/faceMatch/locales/ar';
import { translation as attemptLimit } from '../challenges/locales/ar';
import { translation as mandatoryResetPassword } from '../challenges/mandatoryResetPassword/locales/ar';
import { translation as passkey } from '../challenges/passkey/locales/ar';
import { translation as password } from '../challenges/password/locales/ar';
import { translation as phoneGuess } from '../challenges/phoneGuess/locales/ar';
import { translation as profiler } from '../challenges/profiler/locales/ar';
import { translation as push } from '../challenges/push/locales/ar';
import { translation as selfieWithId } from '../challenges/selfieWithId/locales/ar';
import { translation as updatePhoneNumber } from '../challenges/updatePhoneNumber/locales/ar';
import type { LocalePack } from './defaultMessages';

/**
 * Arabic (Modern Standard Arabic), right to left. Drafted by the Gatehouse team with machine
 * assistance; awaiting review by a native speaker. Placeholders are written as is: codes, phone
 * numbers and email addresses are isolated left to right when the text is rendered.
 */
export const locale: LocalePack = {
  locale: 'ar',
  dir: 'rtl',
  messages: {
    'common.somethingWentWrong': 'حدث خطأ ما.',
    'common.somethingWentWrongRetry': 'حدث خطأ ما، يُرجى المحاولة مرة أخرى.',
    'common.timeout': 'يستغرق هذا وقتًا أطول من المعتاد. تحقّق من اتصالك وحاول مرة أخرى.',
    'common.retry': 'إعادة المحاولة',
    'common.back': 'رجوع',
    'common.continue': 'متابعة',
    'common.loading': 'جارٍ التحميل…',
    'common.getHelp': 'الحصول على مساعدة',
    'validation.required': 'يُرجى ملء هذا الحقل',
    'validation.codeLength': 'يُرجى إدخال رمز مكوّن من 6 أرقام.',
    'validation.codeDigits': 'يُرجى إدخال أرقام فقط.',
    'validation.email': 'يُرجى إدخال بريد إلكتروني صالح',
    'validation.password': 'يُرجى إدخال كلمة مرور صالحة',
    'login.title': 'تسجيل الدخول',
    'login.email': 'البريد الإلكتروني',
    'login.password': 'كلمة المرور',
    'password.show': 'إظهار كلمة المرور',
    'password.hide': 'إخفاء كلمة المرور',
    'login.submit': 'تسجيل الدخول',
    'login.trouble': 'هل تواجه مشكلة في تسجيل الدخول؟',
    'login.resetPassword': 'إعادة تعيين كلمة المرور',
    'login.deactivated.title': 'تم إلغاء تفعيل حسابك',
    'login.deactivated.appeal': 'الاعتراض على قرارنا',
    'login.redirecting': 'جارٍ تسجيل دخولك…',
    'challenge.loading': 'جارٍ تحميل عملية التحقق…',
    'challenge.tryAnotherWay': 'تجربة طريقة أخرى',
    'challenge.error.title': 'حدث خطأ ما',
    'captcha.failedToLoad':
      'تعذّر تحميل التحقق من captcha. راجع صفحة الأسئلة الشائعة أو حدّث الصفحة وحاول مرة أخرى.',
    'captcha.timedOut': 'انتهت مهلة التحقق من captcha. يُرجى المحاولة مرة أخرى.',
    'captcha.notInitialised': 'لم تتم تهيئة captcha. يُرجى تحديث الصفحة والمحاولة مرة أخرى.',
    'captcha.vendorError':
      'فشل التحقق من captcha (الخطأ {code}). يُرجى تحديث الصفحة والمحاولة مرة أخرى.',
    'loginOptions.social.login': 'أو سجّل الدخول باستخدام',
    'loginOptions.social.signup': 'أو أنشئ حسابًا باستخدام',
    'loginOptions.social.loginWith': 'تسجيل الدخول باستخدام {provider}',
    'loginOptions.social.signupWith': 'إنشاء حساب باستخدام {provider}',
    'loginOptions.invite': 'سجّل الدخول باسم {email} لقبول الدعوة.',
    'loginOptions.dataSharing.notice': 'لن نطلب منك أبدًا كلمة المرور لمشاركة بياناتك.',
    'loginOptions.dataSharing.policy': 'اقرأ سياسة مشاركة البيانات',
    'loginOptions.contactUs': 'اتصل بنا',
    'passkey.login.button': 'تسجيل الدخول بمفتاح مرور',
    'modal.close': 'إغلاق',
    'passkey.login.credentialUnknown':
      'لم يعد مفتاح المرور هذا مرتبطًا بحسابك، لذا لن يعرضه متصفحك بعد الآن. سجّل الدخول باستخدام بريدك الإلكتروني وكلمة المرور.',
    'passkey.unsupported.title': 'متصفحك لا يدعم مفاتيح المرور',
    'passkey.unsupported.message':
      'تعمل مفاتيح المرور في أحدث إصدارات Chrome وEdge وSafari وFirefox. حدّث متصفحك أو سجّل الدخول باستخدام بريدك الإلكتروني وكلمة المرور.',
    'passkey.unsupported.link': 'عرض المتصفحات المدعومة',
    'passkey.unsupported.close': 'إغلاق',
    'passkey.offer.title': 'سجّل الدخول بشكل أسرع في المرة القادمة',
    'passkey.offer.message':
      'يتيح لك مفتاح المرور تسجيل الدخول ببصمة إصبعك أو وجهك أو قفل الشاشة بدلًا من كلمة المرور، ولا يمكن سرقته بالتصيّد الاحتيالي.',
    'passkey.offer.create': 'إنشاء مفتاح مرور',
    'passkey.offer.notNow': 'ليس الآن',
    'passkey.offer.creating': 'جارٍ إنشاء مفتاح المرور…',
    'passkey.offer.created': 'تم إنشاء مفتاح المرور',
    'challenge.chooseMethod.title': 'اختر طريقة للتحقق بخطوتين',
    'challenge.chooseMethod.none': 'لا أملك أيًّا من هذه الطرق',
    'loginOptions.twoStepHelp': 'معرفة المزيد عن تسجيل الدخول بخطوتين',
    'common.errorCode': 'رمز الخطأ: {code}',
    'signup.title': 'إنشاء حساب',
    'signup.email': 'بريدك الإلكتروني',
    'signup.submit': 'إنشاء حساب',
    'signup.terms': 'بإنشاء حساب، فإنك توافق على {terms} و{privacy}.',
    'signup.terms.termsLink': 'الشروط والأحكام',
    'signup.terms.privacyLink': 'سياسة الخصوصية',
    'signup.logIn': 'تسجيل الدخول',
    'signup.continuing': 'جارٍ إعداد حسابك…',
    'signup.checkEmail.title': 'تحقّق من بريدك الإلكتروني',
    'signup.checkEmail.text':
      'أرسلنا رسالة إلى {email}. افتح الرابط الموجود فيها للتحقق من عنوان بريدك الإلكتروني.',
    'signup.checkEmail.notReceived': 'ألم تصلك الرسالة؟',
    'signup.checkEmail.sendAgain': 'إعادة الإرسال',
    'signup.checkEmail.sent': 'أعدنا إرسال رسالة التحقق إليك، يُرجى مراجعة صندوق الوارد',
    'signup.checkEmail.failed': 'حدث خطأ ما. نحن نعمل على حلّه، يُرجى المحاولة لاحقًا',
    'signup.register.title': 'أنشئ حسابك',
    'signup.register.signUpAs': 'إنشاء حساب باسم {email}',
    'signup.register.invite': 'سجّل باستخدام {email} للانضمام إلى حساب الأعمال.',
    'signup.accountType.legend': 'نوع الحساب',
    'signup.accountType.personal': 'شخصي',
    'signup.accountType.business': 'أعمال',
    'signup.password': 'أنشئ كلمة مرور',
    'signup.password.hint': 'يجب أن تحتوي كلمة المرور على حرف ورقم، وألا تقل عن 9 أحرف',
    'signup.password.sorted': 'كلمة المرور جاهزة.',
    'signup.password.requirements': 'تحتاج كلمة المرور إلى',
    'signup.password.minLength': '9 أحرف على الأقل',
    'signup.password.letter': 'حرف واحد على الأقل',
    'signup.password.number': 'رقم واحد على الأقل',
    'signup.password.met': '(تم)',
    'signup.password.unmet': '(لم يتم بعد)',
    'signup.country.personal': 'بلد التسجيل',
    'signup.country.business': 'بلد الإقامة',
    'signup.country.loading': 'جارٍ تحميل البلدان…',
    'signup.country.unavailable.personal':
      'عذرًا، لا يمكننا بعد تقديم حسابات شخصية للعملاء في {countryName}',
    'signup.country.unavailable.business':
      'عذرًا، لا يمكننا بعد تقديم حسابات أعمال للعملاء في {countryName}',
    'signup.error.title': 'حدث خطأ ما',
    'signupPhone.title': 'أدخل رقم هاتفك',
    'signupPhone.text': 'سنرسل إليك رمزًا للتأكد من أنه رقمك.',
    'signupPhone.country': 'رمز البلد',
    'signupPhone.countryOption': '{name} (+{callingCode})',
    'signupPhone.number': 'رقم الهاتف',
    'signupPhone.submit': 'متابعة',
    'signupPhone.usConsent':
      'بالمتابعة، فإنك توافق على تلقي رسائل نصية منا للتحقق من رقم هاتفك. قد تنطبق رسوم الرسائل والبيانات. أرسل STOP لإلغاء الاشتراك. راجع {terms} و{privacy}.',
    'signupPhone.terms': 'الشروط والأحكام',
    'signupPhone.privacy': 'سياسة الخصوصية',
    'signupPhone.blocked': 'لا يمكننا استخدام رقم الهاتف هذا. يُرجى التواصل معنا للمساعدة.',
    'signupPhone.contactUs': 'اتصل بنا',
    'signupPhone.duplicate.recognise.title': 'هل تعرف هذا البريد الإلكتروني؟',
    'signupPhone.duplicate.recognise.text':
      'رقم الهاتف هذا مرتبط بالفعل بحساب بريده الإلكتروني {email}.',
    'signupPhone.duplicate.recognise.textNoEmail': 'رقم الهاتف هذا مرتبط بالفعل بحساب آخر.',
    'signupPhone.duplicate.access.title': 'هل لا يزال بإمكانك الوصول إلى هذا البريد الإلكتروني؟',
    'signupPhone.duplicate.access.text':
      'إذا كان بإمكانك ذلك، فسجّل الدخول إلى ذلك الحساب أو أعد تعيين كلمة مروره. وإلا، فيمكننا مساعدتك في استعادة الوصول.',
    'signupPhone.duplicate.yes': 'نعم',
    'signupPhone.duplicate.no': 'لا',
    'signupPhone.changeNumber': 'الرجوع لتغيير الرقم',
    'signupPhone.completing': 'جارٍ التحقق من رقم هاتفك…',
    'signupPhone.completeFailed.title': 'تعذّر علينا التحقق من رقم هاتفك',
    'signupPhone.verified.title': 'تم التحقق من رقم هاتفك',
    'signupPhone.verified.text': 'شكرًا، أصبح هذا الرقم مرتبطًا بحسابك الآن.',
    'accountPhone.title': 'أرقام هاتفك',
    'accountPhone.loading': 'جارٍ تحميل أرقام هاتفك…',
    'accountPhone.loadFailed': 'تعذّر علينا تحميل أرقام هاتفك.',
    'accountPhone.empty': 'لم تُضف رقم هاتف بعد. نستخدمه لإرسال الرموز إليك عند تسجيل الدخول.',
    'accountPhone.add': 'إضافة رقم هاتف',
    'accountPhone.type.PRIMARY': 'أساسي',
    'accountPhone.change': 'تغيير',
    'accountPhone.changeNumber': 'تغيير {phoneNumber}',
    'accountPhone.add.title': 'إضافة رقم هاتف',
    'accountPhone.add.text': 'سنرسل رمزًا إلى هذا الرقم للتأكد من أنه رقمك.',
    'accountPhone.change.title': 'أدخل رقم هاتفك الجديد',
    'accountPhone.change.text':
      'سيحل هذا الرقم محل {phoneNumber}. سنرسل رمزًا إلى الرقم الجديد للتأكد من أنه رقمك.',
    'accountPhone.save': 'حفظ الرقم',
    'accountPhone.cancel': 'إلغاء',
    'accountPhone.approvalClosed':
      'أغلقت عملية التحقق، لذا لم يتم حفظ رقم هاتفك. يمكنك المحاولة مرة أخرى عندما تكون مستعدًا.',
    'accountPhone.blockedHelp': 'لماذا يُحظر رقم ما؟',
    'accountPhone.coolOff': 'لا يمكنك تغيير رقم هاتفك الآن. يُرجى المحاولة لاحقًا.',
    'accountPhone.saved.title': 'تم حفظ رقم هاتفك',
    'accountPhone.saved.text': 'أصبح {phoneNumber} رقم هاتفك الآن.',
    'accountPhone.saved.approved': 'تمت الموافقة عبر التحقق بخطوتين.',
    'accountPhone.saved.back': 'الرجوع إلى أرقام هاتفك',
    'stepUp.title': 'أكّد أنك أنت',
    'stepUp.text': 'حفاظًا على أمانك، وافق على هذا الإجراء عبر التحقق بخطوتين.',
    'stepUp.close': 'إغلاق',
    'stepUp.approving': 'أنت توافق على',
    'stepUp.payee': 'إلى {payee}',
    'coolOff.title': 'هذا الإجراء متوقف مؤقتًا',
    'coolOff.message':
      'حفاظًا على أمانك، لا يتوفر هذا الإجراء لفترة بعد التغييرات الأخيرة على حسابك. يُرجى المحاولة لاحقًا.',
    'coolOff.confirm': 'حسنًا',
    'offline.waiting': 'أنت غير متصل بالإنترنت. سنتابع فور عودة الاتصال.',
    ...attemptLimit,
    ...code,
    ...password,
    ...mandatoryResetPassword,
    ...phoneGuess,
    ...emailVerification,
    ...emailCheckpoint,
    ...profiler,
    ...push,
    ...passkey,
    ...faceMatch,
    ...selfieWithId,
    ...changePhoneNumber,
    ...updatePhoneNumber,
  },
};

export default locale;
