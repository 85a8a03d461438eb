import { defaultMessages, type LocalePack } from './defaultMessages';

/**
 * British English, the built-in default, as a pack: for a host that sets the locale explicitly
 * (an English provider inside a translated one, say). Without a pack the widgets already speak it.
 */
export const locale: LocalePack = { locale: 'en-GB', dir: 'ltr', messages: defaultMessages };

export default locale;
