import type { Translation } from '../../../messages/translation';
import type { phoneGuessMessages, phoneGuessMethodMessages } from '../phoneGuessMessages';

/** The phoneGuess challenge's texts in European Spanish. */
export const translation = {
  'phoneGuess.title': 'Confirma tu número de teléfono',
  'phoneGuess.message': 'Introduce los dígitos que faltan del número de teléfono de tu cuenta.',
  'phoneGuess.label': 'Dígitos que faltan de tu número de teléfono',
  'phoneGuess.hint':
    'Introduce {count, plural, one {el dígito que falta} many {los # de dígitos que faltan} other {los # dígitos que faltan}}.',
  'phoneGuess.pattern': 'Tu número de teléfono empieza por {first} y termina en {last}.',
  'phoneGuess.startsWith': 'Tu número de teléfono empieza por {first}.',
  'phoneGuess.endsWith': 'Tu número de teléfono termina en {last}.',
  'phoneGuess.submit': 'Continuar',
  'challenge.method.PHONE_GUESS': 'Confirmar tu número de teléfono',
} satisfies Translation<typeof phoneGuessMessages & typeof phoneGuessMethodMessages>;
