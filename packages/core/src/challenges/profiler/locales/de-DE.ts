import type { Translation } from '../../../messages/translation';
import type { profilerMessages } from '../profilerMessages';

/** The profiler challenge's texts in German (Germany). */
export const translation = {
  'profiler.title': 'Ihr Gerät wird geprüft',
  'profiler.text': 'Das dauert nur einen Moment.',
  'profiler.checking': 'Ihr Gerät wird geprüft…',
} satisfies Translation<typeof profilerMessages>;
