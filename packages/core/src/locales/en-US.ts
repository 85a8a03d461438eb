import { translation as changePhoneNumber } from '../challenges/changePhoneNumber/locales/en-US';
import { translation as selfieWithId } from '../challenges/selfieWithId/locales/en-US';
import { defaultMessages, type LocalePack } from './defaultMessages';

/**
 * American English: the British texts, with American spelling and usage where they differ.
 * A new English text is American English too until it needs a spelling of its own: here for a
 * widget's text, in its challenge folder's `locales/en-US.ts` for a challenge's.
 */
export const locale: LocalePack = {
  locale: 'en-US',
  dir: 'ltr',
  messages: {
    ...defaultMessages,
    'signupPhone.duplicate.recognise.title': 'Do you recognize this email?',
    ...selfieWithId,
    ...changePhoneNumber,
  },
};

export default locale;
