import type { Translation } from '../../messages/translation';
import type { attemptLimitMessages } from '../attemptLimitMessages';

/** The attempt-limit texts (../attemptLimitMessages.ts) in Brazilian Portuguese. */
export const translation = {
  'knowledge.attemptLimit': 'Você fez tentativas demais. Estamos encerrando sua sessão.',
} satisfies Translation<typeof attemptLimitMessages>;
