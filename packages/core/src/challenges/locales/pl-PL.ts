import type { Translation } from '../../messages/translation';
import type { attemptLimitMessages } from '../attemptLimitMessages';

/** The attempt-limit texts (../attemptLimitMessages.ts) in Polish (Poland). */
export const translation = {
  'knowledge.attemptLimit': 'Wykorzystano zbyt wiele prób. Trwa wylogowywanie.',
} satisfies Translation<typeof attemptLimitMessages>;
