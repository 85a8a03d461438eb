import type { Translation } from '../../../messages/translation';
import type { profilerMessages } from '../profilerMessages';

/** The profiler challenge's texts in French (France). */
export const translation = {
  'profiler.title': 'Vérification de votre appareil',
  'profiler.text': 'Cela ne prendra qu’un instant.',
  'profiler.checking': 'Vérification de votre appareil…',
} satisfies Translation<typeof profilerMessages>;
