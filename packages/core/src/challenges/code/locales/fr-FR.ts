import type { Translation } from '../../../messages/translation';
import type { codeMessages, codeMethodMessages } from '../codeMessages';

/** The code challenge's texts in French (France). */
export const translation = {
  'otp.title.SMS': 'Saisissez le code reçu par SMS',
  'otp.title.WHATSAPP': 'Saisissez le code reçu sur WhatsApp',
  'otp.title.VOICE': 'Saisissez le code que nous vous avons dicté',
  'otp.title.TOTP': 'Saisissez le code de votre application d’authentification',
  'otp.sentTo': 'Nous l’avons envoyé au {phone}.',
  'otp.totpHint':
    'Ouvrez votre application d’authentification pour voir le code à 6\u00a0chiffres de ce compte.',
  'otp.codeLabel': 'Code à 6\u00a0chiffres',
  'otp.submit': 'Continuer',
  'otp.resend': 'Renvoyer le code',
  'otp.resendIn':
    'Vous pourrez renvoyer le code dans {seconds, plural, one {#\u00a0seconde} many {#\u00a0de secondes} other {#\u00a0secondes}}',
  'otp.resendAvailable': 'Vous pouvez maintenant renvoyer le code.',
  'otp.resent': 'Nous vous avons envoyé un nouveau code.',
  'otp.sending': 'Envoi de votre code…',
  'otp.triggerError': 'Une erreur s’est produite lors de l’envoi de votre code.',
  'otp.testHint': 'Environnement de test\u00a0: utilisez le code 111111.',
  'challenge.method.SMS': 'SMS',
  'challenge.method.WHATSAPP': 'WhatsApp',
  'challenge.method.VOICE': 'Appel vocal',
  'challenge.method.TOTP': 'Application d’authentification',
  'challenge.chooseMethod.phone':
    'Nous utiliserons le {phone} pour les SMS, les appels vocaux et WhatsApp',
} satisfies Translation<typeof codeMessages & typeof codeMethodMessages>;
