import type { Translation } from '../../../messages/translation';
import type { profilerMessages } from '../profilerMessages';

/** The profiler challenge's texts in Brazilian Portuguese. */
export const translation = {
  'profiler.title': 'Verificando seu dispositivo',
  'profiler.text': 'Isso leva só um instante.',
  'profiler.checking': 'Verificando seu dispositivo…',
} satisfies Translation<typeof profilerMessages>;
