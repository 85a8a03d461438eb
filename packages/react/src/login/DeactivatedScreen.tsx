'use client';

import { loginLinks } from '@gatehouse-auth/core/internal/errors/loginLinks';
import { useTexts } from '../messages/useTexts';
import { Button } from '../primitives/Button';
import { Screen } from '../primitives/Screen';

export interface DeactivatedScreenProps {
  title: string | undefined;
  message: string | undefined;
  canAppeal: boolean;
  onBack: () => void;
}

/** The account is deactivated; an appeal is offered only when the server says one is possible. */
export function DeactivatedScreen({ title, message, canAppeal, onBack }: DeactivatedScreenProps) {
  const t = useTexts();
  return (
    <Screen title={title || t('login.deactivated.title')}>
      {message ? <p className="gh-text">{message}</p> : null}
      <div className="gh-actions">
        {canAppeal ? (
          <a className="gh-button gh-button--primary" href={loginLinks.appeal}>
            {t('login.deactivated.appeal')}
          </a>
        ) : null}
        <Button variant="secondary" onClick={onBack}>
          {t('common.back')}
        </Button>
      </div>
    </Screen>
  );
}
