import type { Translation } from '../../../messages/translation';
import type { phoneGuessMessages, phoneGuessMethodMessages } from '../phoneGuessMessages';

/** The phoneGuess challenge's texts in Arabic. */
export const translation = {
  'phoneGuess.title': 'أكّد رقم هاتفك',
  'phoneGuess.message': 'أدخل الأرقام الناقصة من رقم الهاتف المسجّل في حسابك.',
  'phoneGuess.label': 'الأرقام الناقصة من رقم هاتفك',
  'phoneGuess.hint':
    'أدخل {count, plural, zero {الأرقام الناقصة} one {الرقم الناقص} two {الرقمين الناقصين} few {# أرقام ناقصة} many {# رقمًا ناقصًا} other {# رقم ناقص}}.',
  'phoneGuess.pattern': 'يبدأ رقم هاتفك بـ {first} وينتهي بـ {last}.',
  'phoneGuess.startsWith': 'يبدأ رقم هاتفك بـ {first}.',
  'phoneGuess.endsWith': 'ينتهي رقم هاتفك بـ {last}.',
  'phoneGuess.submit': 'متابعة',
  'challenge.method.PHONE_GUESS': 'تأكيد رقم هاتفك',
} satisfies Translation<typeof phoneGuessMessages & typeof phoneGuessMethodMessages>;
