import type { Translation } from '../../messages/translation';
import type { attemptLimitMessages } from '../attemptLimitMessages';

/** The attempt-limit texts (../attemptLimitMessages.ts) in Arabic. */
export const translation = {
  'knowledge.attemptLimit': 'لقد تجاوزت عدد المحاولات المسموح به. جارٍ تسجيل خروجك.',
} satisfies Translation<typeof attemptLimitMessages>;
