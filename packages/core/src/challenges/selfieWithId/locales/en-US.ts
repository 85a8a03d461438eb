import type { Translation } from '../../../messages/translation';
import type { selfieMessages, selfieMethodMessages } from '../selfieMessages';

/** The selfieWithId challenge's texts in American English: those that differ from the British. */
export const translation = {
  'selfie.documents':
    "Take a selfie holding one of these documents: your passport, national ID card or driver's license.",
} satisfies Partial<Translation<typeof selfieMessages & typeof selfieMethodMessages>>;
