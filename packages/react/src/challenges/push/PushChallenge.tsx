'use client';

import type { Challenge } from '@gatehouse-auth/core';
import type { PushAttributes } from '@gatehouse-auth/core/internal';
import { createPushController } from '@gatehouse-auth/core/internal/challenges/push/pushController';
import { numberToMatch } from '@gatehouse-auth/core/internal/challenges/push/pushDefinition';
import { useStore } from 'zustand';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Screen } from '../../primitives/Screen';
import { Spinner } from '../../primitives/Spinner';
import { useController } from '../../primitives/useController';
import { useLatest } from '../../primitives/useLatest';
import { clientFor } from '../../provider/clientFor';
import { useGatehouse } from '../../provider/GatehouseProvider';
import type { ChallengeProps } from '../../registry/challengeDefinition';
import { TryAnotherWay } from '../TryAnotherWay';
import { ExpiryWarning } from '../waiting/ExpiryWarning';

/** authy_account_deleted: the SMS way the token offers, else an SMS challenge on the same phone numbers. */
export function smsFallback(challenge: Challenge, alternatives: readonly Challenge[]): Challenge {
  return alternatives.find((c) => c.type === 'SMS') ?? { ...challenge, type: 'SMS' };
}

/**
 * Push approval on the phone app (v1 and v2 by `context.version`): the waiting screen, then
 * the flow goes on when approved, or the push error screen when declined or unanswered.
 * "I haven't received a notification" (after 5 polls) opens the other ways, or, when there
 * are none, sends a new notification. With a number to match (`viewData.attributes.numberToMatch`)
 * the screen shows it large, to pick in the app.
 */
function PushChallenge({ challenge, flow }: ChallengeProps<PushAttributes>) {
  const t = useMessages();
  const { config } = useGatehouse();
  // The switch to SMS may come late: read the flow's alternatives as they are then.
  const latest = useLatest({ flow });
  const controller = useController(() =>
    createPushController({
      client: clientFor(config),
      ott: flow.ott,
      challenge,
      onPassed: flow.pass,
      onFatal: flow.fail,
      onSwitchToSms: () => latest.flow.choose(smsFallback(challenge, latest.flow.alternatives)),
    }),
  );

  const { phase, failure, notReceivedEnabled, resent, expiresSoon } = useStore(controller);
  const hasAlternatives = flow.alternatives.length > 0;

  if (phase === 'failed') {
    return (
      <Screen key="failed" title={t('push.error.title')}>
        <Alert>{t(`push.error.${failure ?? 'sendFailed'}`)}</Alert>
        <div className="gh-actions">
          <Button onClick={controller.start}>{t('push.error.tryAgain')}</Button>
          <TryAnotherWay flow={flow} variant="secondary" />
        </div>
      </Screen>
    );
  }

  const sending = phase === 'sending';
  const number = numberToMatch(flow.attributes);
  return (
    <Screen key="waiting" title={t('push.title')} busy={sending}>
      {number === undefined ? (
        <p className="gh-text">{t('push.text')}</p>
      ) : (
        <>
          <p className="gh-text">{t('push.numberMatch.text')}</p>
          <p className="gh-number-match">
            <span className="gh-visually-hidden">{t('push.numberMatch.label')} </span>
            {number}
          </p>
        </>
      )}
      {resent ? <Alert tone="success">{t('push.resent')}</Alert> : null}
      {expiresSoon ? (
        <ExpiryWarning
          keepWaitingLabel={t('push.keepWaiting')}
          onKeepWaiting={controller.keepWaiting}
        >
          {t('push.expiresSoon')}
        </ExpiryWarning>
      ) : null}
      <Spinner label={t(sending ? 'push.sending' : 'push.waiting')} />
      <div className="gh-actions">
        <Button
          variant="secondary"
          disabled={!notReceivedEnabled}
          onClick={hasAlternatives ? flow.showAlternates : controller.resend}
        >
          {t('push.notReceived')}
        </Button>
        <TryAnotherWay flow={flow} />
      </div>
    </Screen>
  );
}

export default PushChallenge;
