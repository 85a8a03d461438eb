'use client';

import type { GatehouseError } from '@gatehouse-auth/core';
import { failureMessageKey } from '@gatehouse-auth/core/internal/errors/failureMessage';
import { challengeFlowMessages } from '@gatehouse-auth/core/internal/messages/challengeFlowMessages';
import { useMessages } from '../messages/useMessages';
import { Alert } from '../primitives/Alert';
import { Button } from '../primitives/Button';
import { Screen } from '../primitives/Screen';
import { useGatehouse } from '../provider/GatehouseProvider';

export interface ChallengeErrorProps {
  error: GatehouseError;
  onRetry: () => void;
}

/** The generic error screen: the server's message (as text) or the default, a code, and Retry. */
export function ChallengeError({ error, onRetry }: ChallengeErrorProps) {
  const t = useMessages(challengeFlowMessages);
  const { config } = useGatehouse();
  // Support finds the session by the guest id's first 8 characters.
  const code = config.guestId?.slice(0, 8);
  return (
    <Screen title={t('challenge.error.title')}>
      <Alert>
        {error.serverMessage || t(failureMessageKey(error, 'common.somethingWentWrongRetry'))}
      </Alert>
      {code ? <p className="gh-text gh-text--muted">{t('common.errorCode', { code })}</p> : null}
      <div className="gh-actions">
        <Button onClick={onRetry}>{t('common.retry')}</Button>
      </div>
    </Screen>
  );
}
