'use client';

import type { Translate } from '@gatehouse-auth/core';
import type { Messages } from '@gatehouse-auth/core/forms';
import { fillMessage } from '@gatehouse-auth/core/internal/messages/defaultMessages';
import { useCallback, useContext } from 'react';
import { useGatehouse } from '../provider/GatehouseProvider';
import { MessageCatalogueContext } from './MessageCatalogue';

/** How a text's template becomes its text: `fillMessage`, or `formatMessage` with plurals. */
export type MessageFormat = typeof fillMessage;

/**
 * `t(key, values)` with `format`: the host's text for a key, else the locale pack's, else the
 * on-demand catalogue's, else SPEC.md's English, formatted for the pack's locale.
 */
export function useTranslate(own: Partial<Messages> | undefined, format: MessageFormat): Translate {
  const { messages, locale } = useGatehouse();
  const catalogue = useContext(MessageCatalogueContext);
  return useCallback(
    (key, values) =>
      format(
        messages[key] ?? own?.[key] ?? catalogue?.[key] ?? key,
        values,
        locale?.locale,
        // Codes, phone numbers and emails keep their order inside right-to-left text.
        locale?.dir == 'rtl',
      ),
    [messages, own, catalogue, locale, format],
  );
}

/**
 * `useMessages` for texts without plurals (`{name}` values only).
 */
export function useTexts(own?: Partial<Messages>): Translate {
  return useTranslate(own, fillMessage);
}
