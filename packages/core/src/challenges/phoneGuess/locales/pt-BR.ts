import type { Translation } from '../../../messages/translation';
import type { phoneGuessMessages, phoneGuessMethodMessages } from '../phoneGuessMessages';

/** The phoneGuess challenge's texts in Brazilian Portuguese. */
export const translation = {
  'phoneGuess.title': 'Confirme seu número de telefone',
  'phoneGuess.message': 'Digite os dígitos que faltam do número de telefone da sua conta.',
  'phoneGuess.label': 'Dígitos que faltam do seu número de telefone',
  'phoneGuess.hint':
    'Digite {count, plural, one {o dígito que falta} many {os # de dígitos que faltam} other {os # dígitos que faltam}}.',
  'phoneGuess.pattern': 'Seu número de telefone começa com {first} e termina com {last}.',
  'phoneGuess.startsWith': 'Seu número de telefone começa com {first}.',
  'phoneGuess.endsWith': 'Seu número de telefone termina com {last}.',
  'phoneGuess.submit': 'Continuar',
  'challenge.method.PHONE_GUESS': 'Confirmar seu número de telefone',
} satisfies Translation<typeof phoneGuessMessages & typeof phoneGuessMethodMessages>;
