import { defaultMessages, type LocalePack } from './defaultMessages';

/**
 * American English: the British texts, with American spelling and usage where they differ.
 * A new English text is American English too until it needs a spelling of its own here.
 */
export const locale: LocalePack = {
  locale: 'en-US',
  dir: 'ltr',
  messages: {
    ...defaultMessages,
    'signupPhone.duplicate.recognise.title': 'Do you recognize this email?',
    'selfie.documents':
      "Take a selfie holding one of these documents: your passport, national ID card or driver's license.",
    'phoneChange.intro.title': "Can't use your phone number anymore?",
  },
};

export default locale;
