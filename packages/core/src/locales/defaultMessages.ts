import {
  builtInChallengeDefinitions,
  type BuiltInChallengeMessageKey,
} from '../challenges/builtInChallengeDefinitions';
import { widgetMessages, type WidgetMessageKey } from '../messages/widgetMessages';

/**
 * Every text's key: the widgets' and those of every built-in challenge, read from their
 * definitions. A host overrides any of them through `<GatehouseProvider messages>`.
 */
export type MessageKey = WidgetMessageKey | BuiltInChallengeMessageKey;
export type Messages = Record<MessageKey, string>;

/** A language for every text: its BCP 47 tag, its direction and the whole catalogue in it. */
export interface LocalePack {
  locale: string;
  dir: 'ltr' | 'rtl';
  messages: Messages;
}

/**
 * Every text Gatehouse shows, in SPEC.md's English, by key: the widgets' texts, then each
 * built-in challenge's, from its definition. For hosts (a translation starts from it) and checks.
 */
export const defaultMessages = Object.assign(
  {},
  widgetMessages,
  ...Object.values(builtInChallengeDefinitions).map((definition) => definition?.messages),
) as Messages;
