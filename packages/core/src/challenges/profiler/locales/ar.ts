import type { Translation } from '../../../messages/translation';
import type { profilerMessages } from '../profilerMessages';

/** The profiler challenge's texts in Arabic. */
export const translation = {
  'profiler.title': 'جارٍ فحص جهازك',
  'profiler.text': 'لن يستغرق هذا سوى لحظة.',
  'profiler.checking': 'جارٍ فحص جهازك…',
} satisfies Translation<typeof profilerMessages>;
