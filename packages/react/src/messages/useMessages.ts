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
        values,
        locale?.locale,
        // Codes, phone numbers and emails keep their order inside right-to-left text.
        locale?.dir == 'rtl',
      ),
    [messages, own, catalogue, locale],
  );
}
