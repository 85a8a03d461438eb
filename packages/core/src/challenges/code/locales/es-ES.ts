import type { Translation } from '../../../messages/translation';
import type { codeMessages, codeMethodMessages } from '../codeMessages';

/** The code challenge's texts in European Spanish. */
export const translation = {
  'otp.title.SMS': 'Introduce el código que te hemos enviado por SMS',
  'otp.title.WHATSAPP': 'Introduce el código que te hemos enviado por WhatsApp',
  'otp.title.VOICE': 'Introduce el código que te hemos dictado',
  'otp.title.TOTP': 'Introduce el código de tu aplicación de autenticación',
  'otp.sentTo': 'Lo hemos enviado al {phone}.',
  'otp.totpHint':
    'Abre tu aplicación de autenticación para ver el código de 6 dígitos de esta cuenta.',
  'otp.codeLabel': 'Código de 6 dígitos',
  'otp.submit': 'Continuar',
  'otp.resend': 'Reenviar código',
  'otp.resendIn':
    'Podrás reenviar el código dentro de {seconds, plural, one {# segundo} many {# de segundos} other {# segundos}}',
  'otp.resendAvailable': 'Ya puedes reenviar el código.',
  'otp.resent': 'Te hemos enviado un código nuevo.',
  'otp.sending': 'Enviando tu código…',
  'otp.triggerError': 'Se ha producido un error al intentar enviarte un código.',
  'otp.testHint': 'Entorno de pruebas: usa el código 111111.',
  'challenge.method.SMS': 'Mensaje de texto (SMS)',
  'challenge.method.WHATSAPP': 'WhatsApp',
  'challenge.method.VOICE': 'Llamada de voz',
  'challenge.method.TOTP': 'Aplicación de autenticación',
  'challenge.chooseMethod.phone': 'Usaremos el {phone} para SMS, llamadas de voz y WhatsApp',
} satisfies Translation<typeof codeMessages & typeof codeMethodMessages>;
