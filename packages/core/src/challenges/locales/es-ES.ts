import type { Translation } from '../../messages/translation';
import type { attemptLimitMessages } from '../attemptLimitMessages';

/** The attempt-limit texts (../attemptLimitMessages.ts) in European Spanish. */
export const translation = {
  'knowledge.attemptLimit': 'Has hecho demasiados intentos. Vamos a cerrar tu sesión.',
} satisfies Translation<typeof attemptLimitMessages>;
