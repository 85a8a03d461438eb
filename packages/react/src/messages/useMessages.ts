import type { Translate } from '@gatehouse/core';
import { formatMessage } from '@gatehouse/core/forms';
import { useCallback, useContext } from 'react';
import { useGatehouse } from '../provider/GatehouseProvider';
import { MessageCatalogueContext } from './MessageCatalogue';

export type { Translate };

/**
 * `t(key, values)`: the host's text for a key, or SPEC.md's English default. The first-paint
 * texts are always there; a screen that loads on demand brings its own catalogue
 * (`withMessages(Screen, itsMessages)`), so its texts load with it.
 */
export function useMessages(): Translate {
  const { messages } = useGatehouse();
  const catalogue = useContext(MessageCatalogueContext);
  return useCallback(
    (key, values) => formatMessage(messages[key] ?? catalogue?.[key] ?? key, values),
    [messages, catalogue],
  );
}
