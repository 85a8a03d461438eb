import type { Translation } from '../../../messages/translation';
import type { profilerMessages } from '../profilerMessages';

/** The profiler challenge's texts in European Spanish. */
export const translation = {
  'profiler.title': 'Comprobando tu dispositivo',
  'profiler.text': 'Solo tardará un momento.',
  'profiler.checking': 'Comprobando tu dispositivo…',
} satisfies Translation<typeof profilerMessages>;
