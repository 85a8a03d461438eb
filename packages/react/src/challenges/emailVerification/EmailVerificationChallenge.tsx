'use client';

import type { EmailVerificationAttributes } from '@gatehouse-auth/core/internal';
import { createEmailVerificationController } from '@gatehouse-auth/core/internal/challenges/emailVerification/emailVerificationController';
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
 * EMAIL_VERIFICATION: "Check your email". The user opens the link elsewhere; the screen
 * notices by reading the token status every 3 s (or at once, when another tab finds it) and
 * moves on by itself. After 20 minutes it stops reading and says so, with "Check again".
 */
function EmailVerificationChallenge({ flow }: ChallengeProps<EmailVerificationAttributes>) {
  const t = useMessages();
  const { config } = useGatehouse();
  const controller = useController(() =>
    createEmailVerificationController({
      client: clientFor(config),
      ott: flow.ott,
      onPassed: flow.pass,
      onFailed: flow.fail,
    }),
  );
  const state = useStore(controller);

  // Server-given texts win over the defaults; both are rendered as text.
  const { attributes } = flow;
  const title = attributes.header ?? t('emailVerification.title');
  const email = attributes.email;
  const text =
    attributes.message ??
    (email ? t('emailVerification.textTo', { email }) : t('emailVerification.text'));
  // Hidden while a resend is on its way, so the next answer is announced afresh.
  const notice = state.resending ? null : state.resend === 'success' ? (
    <Alert tone="success">{t('emailVerification.resent')}</Alert>
  ) : state.resend === 'failure' ? (
    <Alert>{t('emailVerification.resendFailed')}</Alert>
  ) : null;

  const actions = (
    <div className="gh-actions">
      <Button variant="secondary" loading={state.resending} onClick={controller.resend}>
        {t('emailVerification.resend')}
      </Button>
      <TryAnotherWay flow={flow} />
    </div>
  );

  if (state.phase === 'timedOut') {
    return (
      <Screen title={t('emailVerification.timedOutTitle')}>
        <Alert tone="info">{t('emailVerification.timedOut')}</Alert>
        {notice}
        <Button onClick={controller.keepWaiting}>{t('emailVerification.checkAgain')}</Button>
        {actions}
      </Screen>
    );
  }

  return (
    <Screen title={title}>
      <p className="gh-text">{text}</p>
      <Spinner label={t('emailVerification.waiting')} />
      {state.expiresSoon ? (
        <ExpiryWarning
          keepWaitingLabel={t('emailVerification.keepWaiting')}
          onKeepWaiting={controller.keepWaiting}
        >
          {t('emailVerification.expiresSoon')}
        </ExpiryWarning>
      ) : null}
      {notice}
      {actions}
    </Screen>
  );
}

export default EmailVerificationChallenge;
