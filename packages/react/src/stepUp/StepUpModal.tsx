'use client';

import type { GatehouseEventListener } from '@gatehouse-auth/core/internal';
import { errorMonitor } from '@gatehouse-auth/core/internal/errors/errorMonitor';
import { stepUpMessages } from '@gatehouse-auth/core/internal/messages/stepUpMessages';
import { isStepUpError } from '@gatehouse-auth/core/internal/stepUp/stepUpError';
import type { StepUpDescriptions } from '@gatehouse-auth/core/step-up';
import { useEffect, useRef, useState } from 'react';
import { ChallengeError } from '../challengeFlow/ChallengeError';
import { ChallengeFlowFrame, ChallengeFlowView } from '../challengeFlow/ChallengeFlow';
import { useWidgetEvents } from '../events/useWidgetEvents';
import { WidgetEventsContext } from '../events/widgetEventsContext';
import { withMessages } from '../messages/MessageCatalogue';
import { useMessages } from '../messages/useMessages';
import { Modal } from '../primitives/Modal';
import { Spinner } from '../primitives/Spinner';
import { useGatehouse } from '../provider/GatehouseProvider';
import { ApprovalDescriptions } from './ApprovalDescriptions';
import { readStepUpToken, type StepUpToken } from './readStepUpToken';

export interface StepUpModalProps {
  /** The token of the answer's X-2FA-APPROVAL header. */
  oneTimeToken: string;
  /** Its status, read and checked before the modal opened: the flow starts from it, or from its failure. */
  token: StepUpToken;
  /** What the waiting calls are for, shown above the challenge; none or empty: no list. */
  descriptions?: StepUpDescriptions | undefined;
  /** Every challenge of the token is passed: the call goes out again. */
  onApproved: () => void;
  /** Retry after a failed read found a login or password-reset token: the call fails with ACTION_TYPE_REFUSED. */
  onRefused: () => void;
  /** Escape, the close button or the browser closed it: the call fails with SCA_MODAL_CLOSED. */
  onClose: () => void;
  /** `withStepUp`'s `onEvent`: the events of the challenges in the modal, before the provider's. */
  onEvent?: GatehouseEventListener | undefined;
}

/** The approval modal of a sensitive call: the same challenge flow as login, on the call's token. */
function StepUpModalView({
  oneTimeToken,
  token: firstRead,
  descriptions,
  onApproved,
  onRefused,
  onClose,
  onEvent,
}: StepUpModalProps) {
  const t = useMessages();
  const { config, onError } = useGatehouse();
  const events = useWidgetEvents('stepUp', onEvent);
  // null while Retry reads the token again.
  const [token, setToken] = useState<StepUpToken | null>(firstRead);
  const reading = useRef<AbortController | null>(null);
  useEffect(() => () => reading.current?.abort(), []);

  // A failed read goes to the host's error monitoring, as the flow's own reads do.
  const failure = token?.error;
  useEffect(() => {
    if (failure) errorMonitor(onError)(failure);
  }, [failure, onError]);

  // The token is never shown unchecked: Retry reads and checks it again, as before the modal opened.
  const readAgain = () => {
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    setToken(null);
    readStepUpToken(oneTimeToken, controller.signal, config).then(
      (next) => {
        if (!controller.signal.aborted) setToken(next);
      },
      (error: unknown) => {
        if (!controller.signal.aborted && isStepUpError(error)) onRefused();
      },
    );
  };

  return (
    <Modal
      open
      title={t('stepUp.title')}
      closeLabel={t('stepUp.close')}
      onClose={onClose}
      className="gh-step-up"
    >
      <p className="gh-text">{t('stepUp.text')}</p>
      {descriptions ? <ApprovalDescriptions descriptions={descriptions} /> : null}
      <WidgetEventsContext.Provider value={events}>
        <ChallengeFlowFrame>
          {token === null ? (
            <Spinner label={t('challenge.loading')} />
          ) : token.error ? (
            <ChallengeError error={token.error} onRetry={readAgain} />
          ) : (
            <ChallengeFlowView
              ott={oneTimeToken}
              status={token.properties}
              onSuccess={() => onApproved()}
            />
          )}
        </ChallengeFlowFrame>
      </WidgetEventsContext.Provider>
    </Modal>
  );
}

/** With its texts, which load with it. */
export const StepUpModal = withMessages(StepUpModalView, stepUpMessages);
