'use client';

import type { Translate } from '@gatehouse-auth/core';
import type { Messages } from '@gatehouse-auth/core/forms';
import { formatMessage } from '@gatehouse-auth/core/internal/messages/formatMessage';
import { useTranslate } from './useTexts';

export type { Translate };

/**
 * `t(key, values)`: the host's text for a key, else the locale pack's, else SPEC.md's English
 * default, formatted for the pack's locale (plurals, numbers). The login form's texts are always
 * there; a screen that loads on demand brings its own catalogue, for its whole subtree
 * (`withMessages(Screen, itsMessages)`) or for this component alone (`useMessages(itsMessages)`,
 * a stable object), so its texts load with it.
 */
export function useMessages(own?: Partial<Messages>): Translate {
  return useTranslate(own, formatMessage);
}
