import type { Translation } from '../../../messages/translation';
import type { profilerMessages } from '../profilerMessages';

/** The profiler challenge's texts in Polish (Poland). */
export const translation = {
  'profiler.title': 'Sprawdzanie urządzenia',
  'profiler.text': 'To potrwa tylko chwilę.',
  'profiler.checking': 'Sprawdzanie urządzenia…',
} satisfies Translation<typeof profilerMessages>;
