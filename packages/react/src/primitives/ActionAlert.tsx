'use client';

import type { MessageKey } from '@gatehouse-auth/core/forms';
import type { AlertAction } from '@gatehouse-auth/core/internal';
import { allowedUrl } from '@gatehouse-auth/core/internal/runtime/navigation';
import { useTexts } from '../messages/useTexts';
import { useGatehouse } from '../provider/GatehouseProvider';
import { Alert } from './Alert';
import { usePageOrigin } from './usePageOrigin';

export interface ActionAlertData {
  message: { key: MessageKey; values?: Record<string, string | number> } | { text: string };
  actions: readonly AlertAction[];
}

/**
 * A failed call's message (server text rendered as text, or a catalogue text) with its link
 * actions, each through the navigation gate: an absolute href on the page's origin or one the
 * host allowed, else the action is dropped.
 */
export function ActionAlert({ alert }: { alert: ActionAlertData }) {
  const t = useTexts();
  const { config } = useGatehouse();
  const pageOrigin = usePageOrigin();
  const actions = alert.actions.flatMap((action) => {
    const href = allowedUrl(action.href, pageOrigin, config.allowedRedirectOrigins);
    return href ? [{ ...action, href }] : [];
  });
  return (
    <Alert
      actions={
        actions.length > 0
          ? actions.map((action) => (
              <a key={action.href} className="gh-link" href={action.href}>
                {'key' in action.label ? t(action.label.key) : action.label.text}
              </a>
            ))
          : undefined
      }
    >
      {'key' in alert.message ? t(alert.message.key, alert.message.values) : alert.message.text}
    </Alert>
  );
}
