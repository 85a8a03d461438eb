import type { Translation } from '../../../messages/translation';
import type { phoneGuessMessages, phoneGuessMethodMessages } from '../phoneGuessMessages';

/** The phoneGuess challenge's texts in German (Germany). */
export const translation = {
  'phoneGuess.title': 'Bestätigen Sie Ihre Telefonnummer',
  'phoneGuess.message': 'Geben Sie die fehlenden Ziffern der Telefonnummer in Ihrem Konto ein.',
  'phoneGuess.label': 'Fehlende Ziffern Ihrer Telefonnummer',
  'phoneGuess.hint':
    'Geben Sie {count, plural, one {die fehlende Ziffer} other {die # fehlenden Ziffern}} ein.',
  'phoneGuess.pattern': 'Ihre Telefonnummer beginnt mit {first} und endet mit {last}.',
  'phoneGuess.startsWith': 'Ihre Telefonnummer beginnt mit {first}.',
  'phoneGuess.endsWith': 'Ihre Telefonnummer endet mit {last}.',
  'phoneGuess.submit': 'Weiter',
  'challenge.method.PHONE_GUESS': 'Telefonnummer bestätigen',
} satisfies Translation<typeof phoneGuessMessages & typeof phoneGuessMethodMessages>;
