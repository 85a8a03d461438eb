import { formatMessage, type MessageKey } from '@gatehouse/core/forms';
import { useCallback } from 'react';
import { useGatehouse } from '../provider/GatehouseProvider';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** `t(key, values)`: the host's text for a key, or SPEC.md's English default. */
export function useMessages(): Translate {
  const { messages } = useGatehouse();
  return useCallback((key, values) => formatMessage(messages[key] ?? key, values), [messages]);
}
