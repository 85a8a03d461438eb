'use client';

import type { MessageKey, Translate as TranslateKeys } from '@gatehouse-auth/core';
import { formatMessage } from '@gatehouse-auth/core/internal/messages/formatMessage';
import { useTranslate, type Translate } from './useTexts';

export type { Translate };

/**
 * `t(key, values)`: the host's text for a key, else the locale pack's, else SPEC.md's English
 * default, formatted for the pack's locale (plurals, numbers). The login form's texts are always
 * there; a screen that loads on demand brings its own catalogue, for its whole subtree
 * (`withMessages(Screen, itsMessages)`) or for this component alone (`useMessages(itsMessages)`,
 * a stable object), so its texts load with it.
 */
export function useMessages<Own extends string = MessageKey>(
  own?: Partial<Record<Own, string>>,
): TranslateKeys<MessageKey | Own> {
  return useTranslate(own, formatMessage);
}
