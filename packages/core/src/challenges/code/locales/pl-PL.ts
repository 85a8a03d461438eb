import type { Translation } from '../../../messages/translation';
import type { codeMessages, codeMethodMessages } from '../codeMessages';

/** The code challenge's texts in Polish (Poland). */
export const translation = {
  'otp.title.SMS': 'Wpisz kod z wiadomości SMS',
  'otp.title.WHATSAPP': 'Wpisz kod wysłany przez WhatsApp',
  'otp.title.VOICE': 'Wpisz kod podany w połączeniu głosowym',
  'otp.title.TOTP': 'Wpisz kod z aplikacji uwierzytelniającej',
  'otp.sentTo': 'Wysłaliśmy go na numer {phone}.',
  'otp.totpHint': 'Otwórz aplikację uwierzytelniającą, aby zobaczyć 6-cyfrowy kod dla tego konta.',
  'otp.codeLabel': '6-cyfrowy kod',
  'otp.submit': 'Dalej',
  'otp.resend': 'Wyślij kod ponownie',
  'otp.resendIn':
    'Kod można wysłać ponownie za {seconds, plural, one {# sekundę} few {# sekundy} many {# sekund} other {# sekundy}}',
  'otp.resendAvailable': 'Możesz teraz ponownie wysłać kod.',
  'otp.resent': 'Wysłaliśmy nowy kod.',
  'otp.sending': 'Wysyłanie kodu…',
  'otp.triggerError': 'Coś poszło nie tak podczas wysyłania kodu.',
  'otp.testHint': 'Środowisko testowe: użyj kodu 111111.',
  'challenge.method.SMS': 'Wiadomość tekstowa (SMS)',
  'challenge.method.WHATSAPP': 'WhatsApp',
  'challenge.method.VOICE': 'Połączenie głosowe',
  'challenge.method.TOTP': 'Aplikacja uwierzytelniająca',
  'challenge.chooseMethod.phone': 'Użyjemy numeru {phone} do SMS-ów, połączeń głosowych i WhatsApp',
} satisfies Translation<typeof codeMessages & typeof codeMethodMessages>;
