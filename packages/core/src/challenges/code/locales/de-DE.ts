import type { Translation } from '../../../messages/translation';
import type { codeMessages, codeMethodMessages } from '../codeMessages';

/** The code challenge's texts in German (Germany). */
export const translation = {
  'otp.title.SMS': 'Geben Sie den Code aus unserer SMS ein',
  'otp.title.WHATSAPP': 'Geben Sie den Code ein, den wir über WhatsApp gesendet haben',
  'otp.title.VOICE': 'Geben Sie den Code ein, den wir Ihnen vorgelesen haben',
  'otp.title.TOTP': 'Geben Sie den Code aus Ihrer Authentifizierungs-App ein',
  'otp.sentTo': 'Wir haben ihn an {phone} gesendet.',
  'otp.totpHint':
    'Öffnen Sie Ihre Authentifizierungs-App, um den 6-stelligen Code für dieses Konto zu sehen.',
  'otp.codeLabel': '6-stelliger Code',
  'otp.submit': 'Weiter',
  'otp.resend': 'Code erneut senden',
  'otp.resendIn':
    'Sie können den Code in {seconds, plural, one {# Sekunde} other {# Sekunden}} erneut senden',
  'otp.resendAvailable': 'Sie können den Code jetzt erneut senden.',
  'otp.resent': 'Wir haben Ihnen einen neuen Code gesendet.',
  'otp.sending': 'Ihr Code wird gesendet…',
  'otp.triggerError': 'Beim Senden Ihres Codes ist etwas schiefgelaufen.',
  'otp.testHint': 'Testumgebung: Verwenden Sie den Code 111111.',
  'challenge.method.SMS': 'Textnachricht (SMS)',
  'challenge.method.WHATSAPP': 'WhatsApp',
  'challenge.method.VOICE': 'Sprachanruf',
  'challenge.method.TOTP': 'Authentifizierungs-App',
  'challenge.chooseMethod.phone': 'Wir verwenden {phone} für SMS, Sprachanruf und WhatsApp',
} satisfies Translation<typeof codeMessages & typeof codeMethodMessages>;
