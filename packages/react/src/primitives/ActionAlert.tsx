import { browserNavigation, safeNavigationTarget, type MessageKey } from '@gatehouse/core/forms';
import type { AlertAction } from '@gatehouse/core';
import { useMessages } from '../messages/useMessages';
import { useGatehouse } from '../provider/GatehouseProvider';
import { Alert } from './Alert';

export interface ActionAlertData {
  message: { key: MessageKey; values?: Record<string, string | number> } | { text: string };
  actions: readonly AlertAction[];
}

/**
 * A failed call's message (server text rendered as text, or a catalogue text) with its link
 * actions; an action that leads off the site (unless the host allowed its origin) is dropped.
 */
export function ActionAlert({ alert }: { alert: ActionAlertData }) {
  const t = useMessages();
  const { config } = useGatehouse();
  const actions = alert.actions
    .map((action) => ({
      ...action,
      href: safeNavigationTarget(action.href, '', config.navigation ?? browserNavigation, config.allowedRedirectOrigins),
    }))
    .filter((action) => action.href !== '');
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
