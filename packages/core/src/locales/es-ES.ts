import { translation as changePhoneNumber } from '../challenges/changePhoneNumber/locales/es-ES';
import { translation as code } from '../challenges/code/locales/es-ES';
import { translation as emailCheckpoint } from '../challenges/emailCheckpoint/locales/es-ES';
import { translation as emailVerification } from '../challenges/emailVerification/locales/es-ES';
import { translation as faceMatch } from '../challenges/faceMatch/locales/es-ES';
import { translation as attemptLimit } from '../challenges/locales/es-ES';
import { translation as mandatoryResetPassword } from '../challenges/mandatoryResetPassword/locales/es-ES';
import { translation as passkey } from '../challenges/passkey/locales/es-ES';
import { translation as password } from '../challenges/password/locales/es-ES';
import { translation as phoneGuess } from '../challenges/phoneGuess/locales/es-ES';
import { translation as profiler } from '../challenges/profiler/locales/es-ES';
import { translation as push } from '../challenges/push/locales/es-ES';
import { translation as selfieWithId } from '../challenges/selfieWithId/locales/es-ES';
import { translation as updatePhoneNumber } from '../challenges/updatePhoneNumber/locales/es-ES';
import type { LocalePack } from './defaultMessages';

/**
 * Spanish (Spain). Drafted by the Gatehouse team with machine assistance; awaiting review by a
 * native speaker. Addresses the user as "tú", as is usual in Spanish fintech apps.
 */
export const locale: LocalePack = {
  locale: 'es-ES',
  dir: 'ltr',
  messages: {
    'common.somethingWentWrong': 'Se ha producido un error.',
    'common.somethingWentWrongRetry': 'Se ha producido un error. Vuelve a intentarlo.',
    'common.timeout':
      'Esto está tardando más de lo normal. Comprueba tu conexión y vuelve a intentarlo.',
    'common.retry': 'Reintentar',
    'common.back': 'Atrás',
    'common.continue': 'Continuar',
    'common.loading': 'Cargando…',
    'common.getHelp': 'Obtener ayuda',
    'validation.required': 'Rellena este campo',
    'validation.codeLength': 'Introduce un código de 6 dígitos.',
    'validation.codeDigits': 'Introduce solo dígitos.',
    'validation.email': 'Introduce un correo electrónico válido',
    'validation.password': 'Introduce una contraseña válida',
    'login.title': 'Iniciar sesión',
    'login.email': 'Correo electrónico',
    'login.password': 'Contraseña',
    'password.show': 'Mostrar contraseña',
    'password.hide': 'Ocultar contraseña',
    'login.submit': 'Iniciar sesión',
    'login.trouble': '¿Problemas para iniciar sesión?',
    'login.resetPassword': 'Restablecer contraseña',
    'login.deactivated.title': 'Tu cuenta está desactivada',
    'login.deactivated.appeal': 'Recurrir nuestra decisión',
    'login.redirecting': 'Iniciando sesión…',
    'challenge.loading': 'Cargando tu verificación…',
    'challenge.tryAnotherWay': 'Probar de otra forma',
    'challenge.error.title': 'Se ha producido un error',
    'captcha.failedToLoad':
      'No se ha podido cargar la verificación captcha. Consulta nuestra página de preguntas frecuentes o actualiza la página y vuelve a intentarlo.',
    'captcha.timedOut': 'La verificación captcha ha caducado. Vuelve a intentarlo.',
    'captcha.notInitialised':
      'El captcha no se ha iniciado. Actualiza la página y vuelve a intentarlo.',
    'captcha.vendorError':
      'La verificación captcha ha fallado (error {code}). Actualiza la página y vuelve a intentarlo.',
    'loginOptions.social.login': 'O inicia sesión con',
    'loginOptions.social.signup': 'O regístrate con',
    'loginOptions.social.loginWith': 'Iniciar sesión con {provider}',
    'loginOptions.social.signupWith': 'Registrarse con {provider}',
    'loginOptions.invite': 'Inicia sesión como {email} para aceptar tu invitación.',
    'loginOptions.dataSharing.notice': 'Nunca te pediremos tu contraseña para compartir tus datos.',
    'loginOptions.dataSharing.policy': 'Lee nuestra política de intercambio de datos',
    'loginOptions.contactUs': 'Contacta con nosotros',
    'passkey.login.button': 'Iniciar sesión con una llave de acceso',
    'modal.close': 'Cerrar',
    'passkey.login.credentialUnknown':
      'Esta llave de acceso ya no está vinculada a tu cuenta, así que tu navegador dejará de ofrecerla. Inicia sesión con tu correo electrónico y tu contraseña.',
    'passkey.unsupported.title': 'Tu navegador no admite llaves de acceso',
    'passkey.unsupported.message':
      'Las llaves de acceso funcionan en las últimas versiones de Chrome, Edge, Safari y Firefox. Actualiza tu navegador o inicia sesión con tu correo electrónico y tu contraseña.',
    'passkey.unsupported.link': 'Ver navegadores compatibles',
    'passkey.unsupported.close': 'Cerrar',
    'passkey.offer.title': 'Inicia sesión más rápido la próxima vez',
    'passkey.offer.message':
      'Una llave de acceso te permite iniciar sesión con tu huella, tu cara o el bloqueo de pantalla en lugar de una contraseña, y no se puede robar con phishing.',
    'passkey.offer.create': 'Crear una llave de acceso',
    'passkey.offer.notNow': 'Ahora no',
    'passkey.offer.creating': 'Creando tu llave de acceso…',
    'passkey.offer.created': 'Llave de acceso creada',
    'challenge.chooseMethod.title': 'Elige un método de verificación en dos pasos',
    'challenge.chooseMethod.none': 'No tengo ninguno de estos',
    'loginOptions.twoStepHelp': 'Más información sobre el inicio de sesión en dos pasos',
    'common.errorCode': 'Código de error: {code}',
    'signup.title': 'Registrarse',
    'signup.email': 'Tu correo electrónico',
    'signup.submit': 'Registrarse',
    'signup.terms': 'Al registrarte, aceptas nuestros {terms} y nuestra {privacy}.',
    'signup.terms.termsLink': 'Términos y condiciones',
    'signup.terms.privacyLink': 'Política de privacidad',
    'signup.logIn': 'Iniciar sesión',
    'signup.continuing': 'Configurando tu cuenta…',
    'signup.checkEmail.title': 'Revisa tu correo electrónico',
    'signup.checkEmail.text':
      'Hemos enviado un correo electrónico a {email}. Abre el enlace que contiene para verificar tu dirección de correo electrónico.',
    'signup.checkEmail.notReceived': '¿No has recibido el correo electrónico?',
    'signup.checkEmail.sendAgain': 'Volver a enviarlo',
    'signup.checkEmail.sent':
      'Te hemos vuelto a enviar el correo electrónico de verificación. Revisa tu bandeja de entrada',
    'signup.checkEmail.failed':
      'Se ha producido un error. Lo estamos revisando. Vuelve a intentarlo más tarde',
    'signup.register.title': 'Crea tu cuenta',
    'signup.register.signUpAs': 'Registrarse como {email}',
    'signup.register.invite': 'Regístrate con {email} para unirte a la cuenta de empresa.',
    'signup.accountType.legend': 'Tipo de cuenta',
    'signup.accountType.personal': 'Personal',
    'signup.accountType.business': 'Empresa',
    'signup.password': 'Crea una contraseña',
    'signup.password.hint':
      'La contraseña debe contener una letra y un número, y tener al menos 9 caracteres',
    'signup.password.sorted': 'Tu contraseña ya está lista.',
    'signup.password.requirements': 'Tu contraseña necesita',
    'signup.password.minLength': 'Al menos 9 caracteres',
    'signup.password.letter': 'Al menos una letra',
    'signup.password.number': 'Al menos un número',
    'signup.password.met': '(cumplido)',
    'signup.password.unmet': '(aún no)',
    'signup.country.personal': 'País de registro',
    'signup.country.business': 'País de residencia',
    'signup.country.loading': 'Cargando países…',
    'signup.country.unavailable.personal':
      'Lo sentimos, todavía no podemos ofrecer cuentas personales a clientes de este país: {countryName}',
    'signup.country.unavailable.business':
      'Lo sentimos, todavía no podemos ofrecer cuentas de empresa a clientes de este país: {countryName}',
    'signup.error.title': 'Se ha producido un error',
    'signupPhone.title': 'Introduce tu número de teléfono',
    'signupPhone.text': 'Te enviaremos un código para comprobar que es tuyo.',
    'signupPhone.country': 'Prefijo del país',
    'signupPhone.countryOption': '{name} (+{callingCode})',
    'signupPhone.number': 'Número de teléfono',
    'signupPhone.submit': 'Continuar',
    'signupPhone.usConsent':
      'Al continuar, aceptas recibir mensajes de texto nuestros para verificar tu número de teléfono. Pueden aplicarse tarifas de mensajes y datos. Responde STOP para darte de baja. Consulta nuestros {terms} y nuestra {privacy}.',
    'signupPhone.terms': 'Términos y condiciones',
    'signupPhone.privacy': 'Política de privacidad',
    'signupPhone.blocked':
      'No podemos usar este número de teléfono. Contacta con nosotros para obtener ayuda.',
    'signupPhone.contactUs': 'Contacta con nosotros',
    'signupPhone.duplicate.recognise.title': '¿Reconoces este correo electrónico?',
    'signupPhone.duplicate.recognise.text':
      'Este número de teléfono ya está vinculado a una cuenta con el correo electrónico {email}.',
    'signupPhone.duplicate.recognise.textNoEmail':
      'Este número de teléfono ya está vinculado a otra cuenta.',
    'signupPhone.duplicate.access.title': '¿Todavía puedes acceder a este correo electrónico?',
    'signupPhone.duplicate.access.text':
      'Si es así, inicia sesión en esa cuenta o restablece su contraseña. Si no, podemos ayudarte a recuperar el acceso.',
    'signupPhone.duplicate.yes': 'Sí',
    'signupPhone.duplicate.no': 'No',
    'signupPhone.changeNumber': 'Volver para cambiar el número',
    'signupPhone.completing': 'Verificando tu número de teléfono…',
    'signupPhone.completeFailed.title': 'No hemos podido verificar tu número de teléfono',
    'signupPhone.verified.title': 'Tu número de teléfono está verificado',
    'signupPhone.verified.text': 'Gracias, ese número ya está en tu cuenta.',
    'accountPhone.title': 'Tus números de teléfono',
    'accountPhone.loading': 'Cargando tus números de teléfono…',
    'accountPhone.loadFailed': 'No hemos podido cargar tus números de teléfono.',
    'accountPhone.empty':
      'Todavía no has añadido ningún número de teléfono. Lo usamos para enviarte códigos cuando inicias sesión.',
    'accountPhone.add': 'Añadir un número de teléfono',
    'accountPhone.type.PRIMARY': 'Principal',
    'accountPhone.change': 'Cambiar',
    'accountPhone.changeNumber': 'Cambiar {phoneNumber}',
    'accountPhone.add.title': 'Añadir un número de teléfono',
    'accountPhone.add.text': 'Enviaremos un código a este número para comprobar que es tuyo.',
    'accountPhone.change.title': 'Introduce tu nuevo número de teléfono',
    'accountPhone.change.text':
      'Este número sustituye a {phoneNumber}. Enviaremos un código al número nuevo para comprobar que es tuyo.',
    'accountPhone.save': 'Guardar número',
    'accountPhone.cancel': 'Cancelar',
    'accountPhone.approvalClosed':
      'Has cerrado la verificación, así que no se ha guardado tu número de teléfono. Puedes volver a intentarlo cuando quieras.',
    'accountPhone.blockedHelp': '¿Por qué se bloquea un número?',
    'accountPhone.coolOff':
      'Ahora mismo no puedes cambiar tu número de teléfono. Vuelve a intentarlo más tarde.',
    'accountPhone.saved.title': 'Tu número de teléfono se ha guardado',
    'accountPhone.saved.text': '{phoneNumber} es ahora tu número de teléfono.',
    'accountPhone.saved.approved': 'Aprobado con tu verificación en dos pasos.',
    'accountPhone.saved.back': 'Volver a tus números de teléfono',
    'stepUp.title': 'Confirma que eres tú',
    'stepUp.text': 'Por tu seguridad, aprueba esta acción con tu verificación en dos pasos.',
    'stepUp.close': 'Cerrar',
    'stepUp.approving': 'Estás aprobando',
    'stepUp.payee': 'Para {payee}',
    'coolOff.title': 'Esta acción está en pausa por ahora',
    'coolOff.message':
      'Por tu seguridad, esta acción no está disponible durante un tiempo después de los cambios recientes en tu cuenta. Vuelve a intentarlo más tarde.',
    'coolOff.confirm': 'Entendido',
    'offline.waiting': 'No tienes conexión. Seguiremos en cuanto vuelvas a estar en línea.',
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
