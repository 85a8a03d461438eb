import type { Translation } from '../../messages/translation';
import type { attemptLimitMessages } from '../attemptLimitMessages';

/** The attempt-limit texts (../attemptLimitMessages.ts) in German (Germany). */
export const translation = {
  'knowledge.attemptLimit': 'Sie haben es zu oft versucht. Wir melden Sie ab.',
} satisfies Translation<typeof attemptLimitMessages>;
