import type { Translation } from '../../../messages/translation';
import type { phoneGuessMessages, phoneGuessMethodMessages } from '../phoneGuessMessages';

/** The phoneGuess challenge's texts in Polish (Poland). */
export const translation = {
  'phoneGuess.title': 'Potwierdź numer telefonu',
  'phoneGuess.message': 'Wpisz brakujące cyfry numeru telefonu przypisanego do konta.',
  'phoneGuess.label': 'Brakujące cyfry numeru telefonu',
  'phoneGuess.hint':
    'Wpisz {count, plural, one {brakującą cyfrę} few {# brakujące cyfry} many {# brakujących cyfr} other {# brakującej cyfry}}.',
  'phoneGuess.pattern': 'Numer telefonu zaczyna się od {first} i kończy na {last}.',
  'phoneGuess.startsWith': 'Numer telefonu zaczyna się od {first}.',
  'phoneGuess.endsWith': 'Numer telefonu kończy się na {last}.',
  'phoneGuess.submit': 'Dalej',
  'challenge.method.PHONE_GUESS': 'Potwierdź numer telefonu',
} satisfies Translation<typeof phoneGuessMessages & typeof phoneGuessMethodMessages>;
