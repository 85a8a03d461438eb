'use client';

import { createPasskeyController } from '@gatehouse-auth/core/internal/challenges/passkey/passkeyController';
import { useContext } from 'react';
import { useStore } from 'zustand';
import { useMessages } from '../../messages/useMessages';
import { PasskeyCeremonyContext } from '../../passkey/passkeyCeremonyContext';
import { PasskeyUnsupportedModal } from '../../passkey/PasskeyUnsupportedModal';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Screen } from '../../primitives/Screen';
import { useController } from '../../primitives/useController';
import { clientFor } from '../../provider/clientFor';
import { useGatehouse } from '../../provider/GatehouseProvider';
import type { ChallengeProps } from '../../registry/challengeDefinition';

/**
 * The PASSKEY challenge: "Continue with passkey" runs the browser's passkey prompt (never on
 * its own: Safari lets WebAuthn start only from a user's click), then the flow goes on. A failed
 * or cancelled prompt shows the error and the button tries again; a browser that cannot do
 * passkeys gets the not-supported modal.
 */
function PasskeyChallenge({ flow }: ChallengeProps) {
  const t = useMessages();
  const { config, onError } = useGatehouse();
  const ceremony = useContext(PasskeyCeremonyContext);
  const controller = useController(() =>
    createPasskeyController({
      client: clientFor(config),
      ott: flow.ott,
      ceremony,
      onPassed: flow.pass,
      reportError: onError,
    }),
  );

  const { phase, serverMessage, credentialUnknown } = useStore(controller);
  const verifying = phase === 'verifying' || phase === 'verified';

  return (
    <Screen key="passkey" title={t('passkey.challenge.title')} busy={verifying}>
      <p className="gh-text">{t('passkey.challenge.text')}</p>
      {phase === 'failed' ? (
        <Alert>
          {credentialUnknown
            ? t('passkey.challenge.credentialUnknown')
            : (serverMessage ?? t('common.somethingWentWrong'))}
        </Alert>
      ) : null}
      <p className="gh-visually-hidden" role="status">
        {verifying ? t('passkey.challenge.verifying') : ''}
      </p>
      <div className="gh-actions">
        <Button loading={verifying} onClick={controller.verify}>
          {t('passkey.challenge.continue')}
        </Button>
        {flow.alternatives.length > 0 ? (
          <Button variant="link" onClick={flow.showAlternates}>
            {t('passkey.challenge.approveAnotherWay')}
          </Button>
        ) : null}
      </div>
      <PasskeyUnsupportedModal
        open={phase === 'unsupported'}
        onClose={controller.closeUnsupported}
      />
    </Screen>
  );
}

export default PasskeyChallenge;
