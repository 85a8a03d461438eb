'use client';

import { createEmailCheckpointController } from '@gatehouse-auth/core/internal/challenges/emailCheckpoint/emailCheckpointController';
import { useStore } from 'zustand';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Screen } from '../../primitives/Screen';
import { Spinner } from '../../primitives/Spinner';
import { useController } from '../../primitives/useController';
import { clientFor } from '../../provider/clientFor';
import { useGatehouse } from '../../provider/GatehouseProvider';
import type { ChallengeProps } from '../../registry/challengeDefinition';
import { TryAnotherWay } from '../TryAnotherWay';
import { ExpiryWarning } from '../waiting/ExpiryWarning';

/**
 * EMAIL_CHECKPOINT: an email confirms an unfamiliar device. Sending, the verify screen (polls
 * every 2 s, "Resend email" after 5 polls, once; 20 s before the 20-minute wait ends, a polite
 * warning with "Keep waiting"), the error screen with Done, or the "problem on our end" screen
 * with Retry. All the rules live in core.
 */
function EmailCheckpointChallenge({ flow }: ChallengeProps) {
  const t = useMessages();
  const { config } = useGatehouse();
  const controller = useController(() =>
    createEmailCheckpointController({
      client: clientFor(config),
      ott: flow.ott,
      onPassed: flow.pass,
    }),
  );
  const state = useStore(controller);

  const tryAnotherWay = <TryAnotherWay flow={flow} />;

  switch (state.phase) {
    case 'triggering':
    case 'passed':
      // Same key as the verify screen: its heading is not re-announced when the email is sent.
      return (
        <Screen key="verify" title={t('emailCheckpoint.title')} busy>
          <Spinner
            label={t(state.phase === 'passed' ? 'common.loading' : 'emailCheckpoint.sending')}
          />
        </Screen>
      );
    case 'triggerFailed':
      return (
        <Screen key="triggerFailed" title={t('challenge.error.title')}>
          <Alert>{t('emailCheckpoint.triggerError')}</Alert>
          <div className="gh-actions">
            <Button onClick={controller.retry}>{t('common.retry')}</Button>
            {tryAnotherWay}
          </div>
        </Screen>
      );
    case 'waiting':
      return (
        <Screen key="verify" title={t('emailCheckpoint.title')}>
          <p className="gh-text">{t('emailCheckpoint.text')}</p>
          {state.expiresSoon ? (
            <ExpiryWarning
              keepWaitingLabel={t('emailCheckpoint.keepWaiting')}
              onKeepWaiting={controller.keepWaiting}
            >
              {t('emailCheckpoint.expiresSoon')}
            </ExpiryWarning>
          ) : null}
          <Spinner label={t('emailCheckpoint.waiting')} />
          {state.resent && !state.resending ? (
            <Alert tone="success">{t('emailCheckpoint.resent')}</Alert>
          ) : null}
          {state.resendFailed && !state.resending ? (
            <Alert>{t('emailCheckpoint.triggerError')}</Alert>
          ) : null}
          <div className="gh-actions">
            <Button
              variant="secondary"
              loading={state.resending}
              disabled={!state.resendEnabled && !state.resending}
              onClick={controller.resend}
            >
              {t('emailCheckpoint.resend')}
            </Button>
            {tryAnotherWay}
          </div>
        </Screen>
      );
    case 'error':
      return (
        <Screen key="error" title={t('emailCheckpoint.error.title')}>
          <Alert>{t('emailCheckpoint.error.text')}</Alert>
          <div className="gh-actions">
            <Button onClick={controller.done}>{t('emailCheckpoint.error.done')}</Button>
          </div>
        </Screen>
      );
    default: {
      const unreachable: never = state.phase;
      return unreachable;
    }
  }
}

export default EmailCheckpointChallenge;
