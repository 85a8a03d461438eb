import type { Messages } from './defaultMessages';

/** A language for every text: its BCP 47 tag, its direction and the whole catalogue in it. */
export interface LocalePack {
  locale: string;
  dir: 'ltr' | 'rtl';
  messages: Messages;
}
