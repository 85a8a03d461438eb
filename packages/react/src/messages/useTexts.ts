'use client';

import type { MessageKey, Translate as TranslateKeys } from '@gatehouse-auth/core';
import { fillMessage } from '@gatehouse-auth/core/internal/messages/fillMessage';
import { useCallback, useContext } from 'react';
import { useGatehouse } from '../provider/GatehouseProvider';
import { MessageCatalogueContext } from './MessageCatalogue';

/** `t(key, values)`: the host's text for a key of the catalogue, or the English default. */
export type Translate = TranslateKeys<MessageKey>;

/** How a text's template becomes its text: `fillMessage`, or `formatMessage` with plurals. */
export type MessageFormat = typeof fillMessage;

/**
 * `t(key, values)` with `format`: the host's text for a key, else the locale pack's, else the
 * on-demand catalogue's, else SPEC.md's English, formatted for the pack's locale.
 */
export function useTranslate<Own extends string = MessageKey>(
  own: Partial<Record<Own, string>> | undefined,
  format: MessageFormat,
): TranslateKeys<MessageKey | Own> {
  const { messages, locale } = useGatehouse();
  const catalogue = useContext(MessageCatalogueContext);
  return useCallback(
    (key, values) =>
      format(
        messages[key as MessageKey] ?? own?.[key as Own] ?? catalogue?.[key as MessageKey] ?? key,
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
export function useTexts<Own extends string = MessageKey>(
  own?: Partial<Record<Own, string>>,
): TranslateKeys<MessageKey | Own> {
  return useTranslate(own, fillMessage);
}
