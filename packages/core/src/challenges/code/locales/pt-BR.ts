import type { Translation } from '../../../messages/translation';
import type { codeMessages, codeMethodMessages } from '../codeMessages';

/** The code challenge's texts in Brazilian Portuguese. */
export const translation = {
  'otp.title.SMS': 'Digite o código que enviamos por SMS',
  'otp.title.WHATSAPP': 'Digite o código que enviamos pelo WhatsApp',
  'otp.title.VOICE': 'Digite o código que ditamos para você',
  'otp.title.TOTP': 'Digite o código do seu aplicativo autenticador',
  'otp.sentTo': 'Enviamos para {phone}.',
  'otp.totpHint': 'Abra seu aplicativo autenticador para ver o código de 6 dígitos desta conta.',
  'otp.codeLabel': 'Código de 6 dígitos',
  'otp.submit': 'Continuar',
  'otp.resend': 'Reenviar código',
  'otp.resendIn':
    'Você poderá reenviar o código em {seconds, plural, =0 {# segundos} one {# segundo} many {# de segundos} other {# segundos}}',
  'otp.resendAvailable': 'Agora você já pode reenviar o código.',
  'otp.resent': 'Enviamos um novo código para você.',
  'otp.sending': 'Enviando seu código…',
  'otp.triggerError': 'Algo deu errado ao tentar enviar um código para você.',
  'otp.testHint': 'Ambiente de teste: use o código 111111.',
  'challenge.method.SMS': 'Mensagem de texto (SMS)',
  'challenge.method.WHATSAPP': 'WhatsApp',
  'challenge.method.VOICE': 'Chamada de voz',
  'challenge.method.TOTP': 'Aplicativo autenticador',
  'challenge.chooseMethod.phone': 'Usaremos {phone} para SMS, chamada de voz e WhatsApp',
} satisfies Translation<typeof codeMessages & typeof codeMethodMessages>;
