import { browserNavigation, safeNavigationTarget } from '@gatehouse/core/forms';
import type { SignupPhoneAlert as SignupPhoneAlertData } from '@gatehouse/core';
import { useMessages } from '../messages/useMessages';
import { Alert } from '../primitives/Alert';
import { useGatehouse } from '../provider/GatehouseProvider';

/** A failed call's message (server text rendered as text) with its links, same-origin only. */
export function SignupPhoneAlert({ alert }: { alert: SignupPhoneAlertData }) {
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
      {'key' in alert.message ? t(alert.message.key) : alert.message.text}
    </Alert>
  );
}
