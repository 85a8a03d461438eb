import type { Translation } from '../../messages/translation';
import type { attemptLimitMessages } from '../attemptLimitMessages';

/** The attempt-limit texts (../attemptLimitMessages.ts) in French (France). */
export const translation = {
  'knowledge.attemptLimit': 'Vous avez fait trop de tentatives. Nous vous déconnectons.',
} satisfies Translation<typeof attemptLimitMessages>;
