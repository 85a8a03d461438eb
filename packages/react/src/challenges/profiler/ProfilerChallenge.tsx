'use client';

import { createProfilerController } from '@gatehouse-auth/core/internal/challenges/profiler/profilerController';
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

/**
 * The device profiler: a silent check with nothing for the user to do. A failed trigger, or a
 * check that never finishes, offers Retry; a refused token goes to the flow's error screen.
 */
function ProfilerChallenge({ flow }: ChallengeProps) {
  const t = useMessages();
  const { config } = useGatehouse();
  const controller = useController(() =>
    createProfilerController({
      client: clientFor(config),
      ott: flow.ott,
      onPassed: flow.pass,
      onFatal: flow.fail,
    }),
  );
  const phase = useStore(controller, (state) => state.phase);

  // Keys: each phase is a new screen, so its heading takes focus.
  if (phase === 'failed') {
    return (
      <Screen key="failed" title={t('challenge.error.title')}>
        <Alert>{t('common.somethingWentWrongRetry')}</Alert>
        <div className="gh-actions">
          <Button onClick={controller.retry}>{t('common.retry')}</Button>
        </div>
      </Screen>
    );
  }
  return (
    <Screen key="verifying" title={t('profiler.title')} busy>
      <p className="gh-text">{t('profiler.text')}</p>
      <Spinner label={t('profiler.checking')} />
    </Screen>
  );
}

export default ProfilerChallenge;
