'use client';

import type { SignupAlert as SignupAlertData } from '@gatehouse-auth/core/headless';
import { signupLinks } from '@gatehouse-auth/core/internal/signup/signupRules';
import { useMessages } from '../messages/useMessages';
import { Button } from '../primitives/Button';
import { Screen } from '../primitives/Screen';

export interface RegisterErrorScreenProps {
  alert: SignupAlertData;
  retrying: boolean;
  onRetry: () => void;
}

/** A registration that failed on the server's side (5xx, network): nothing to fix, so Retry or Get help. */
export function RegisterErrorScreen({ alert, retrying, onRetry }: RegisterErrorScreenProps) {
  const t = useMessages();
  return (
    <Screen title={t('signup.error.title')}>
      <p className="gh-text" role="alert">
        {'key' in alert.message ? t(alert.message.key, alert.message.values) : alert.message.text}
      </p>
      <div className="gh-actions">
        <Button loading={retrying} onClick={onRetry}>
          {t('common.retry')}
        </Button>
        <a className="gh-link" href={signupLinks.getHelp}>
          {t('common.getHelp')}
        </a>
      </div>
    </Screen>
  );
}
