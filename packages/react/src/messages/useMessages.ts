import type { Translate } from '@gatehouse/core';
import { formatMessage, type Messages } from '@gatehouse/core/forms';
import { useCallback, useContext } from 'react';
import { useGatehouse } from '../provider/GatehouseProvider';
import { MessageCatalogueContext } from './MessageCatalogue';

export type { Translate };

/**
 * `t(key, values)`: the host's text for a key, or SPEC.md's English default. The first-paint
 * texts are always there; a screen that loads on demand brings its own catalogue, for its whole
 * subtree (`withMessages(Screen, itsMessages)`) or for this component alone
 * (`useMessages(itsMessages)`, a stable object), so its texts load with it.
 */
export function useMessages(own?: Partial<Messages>): Translate {
  const { messages, locale } = useGatehouse();
  const catalogue = useContext(MessageCatalogueContext);
  return useCallback(
    (key, values) =>
      formatMessage(
        messages[key] ?? own?.[key] ?? catalogue?.[key] ?? key,
        locale?.dir == 'rtl' ? isolate(values) : values,
        locale?.locale,
      ),
    [messages, own, catalogue, locale],
  );
}

/**
 * Each text value between U+2068 and U+2069 (first-strong isolate): a code, a phone number or
 * an email keeps its own left-to-right order inside right-to-left text. Numbers stay numbers,
 * for the plural rules and the locale's digits.
 */
function isolate(values: Record<string, string | number> = {}): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const name in values) {
    const value = values[name]!;
    out[name] = typeof value == 'string' ? `\u2068${value}\u2069` : value;
  }
  return out;
}
