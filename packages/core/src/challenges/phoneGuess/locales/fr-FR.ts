import type { Translation } from '../../../messages/translation';
import type { phoneGuessMessages, phoneGuessMethodMessages } from '../phoneGuessMessages';

/** The phoneGuess challenge's texts in French (France). */
export const translation = {
  'phoneGuess.title': 'Confirmez votre numéro de téléphone',
  'phoneGuess.message':
    'Saisissez les chiffres manquants du numéro de téléphone associé à votre compte.',
  'phoneGuess.label': 'Chiffres manquants de votre numéro de téléphone',
  'phoneGuess.hint':
    'Saisissez {count, plural, one {le chiffre manquant} many {les #\u00a0de chiffres manquants} other {les #\u00a0chiffres manquants}}.',
  'phoneGuess.pattern': 'Votre numéro de téléphone commence par {first} et se termine par {last}.',
  'phoneGuess.startsWith': 'Votre numéro de téléphone commence par {first}.',
  'phoneGuess.endsWith': 'Votre numéro de téléphone se termine par {last}.',
  'phoneGuess.submit': 'Continuer',
  'challenge.method.PHONE_GUESS': 'Confirmer votre numéro de téléphone',
} satisfies Translation<typeof phoneGuessMessages & typeof phoneGuessMethodMessages>;
