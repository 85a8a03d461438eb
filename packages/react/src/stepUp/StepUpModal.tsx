import { stepUpMessages } from '@gatehouse/core';
import { withMessages } from '../messages/MessageCatalogue';
import { ChallengeFlow } from '../challengeFlow/ChallengeFlow';
import { useMessages } from '../messages/useMessages';
import { Modal } from '../primitives/Modal';

export interface StepUpModalProps {
  /** The token of the answer's X-2FA-APPROVAL header. */
  oneTimeToken: string;
  /** Every challenge of the token is passed: the call goes out again. */
  onApproved: () => void;
  /** Escape, the close button or the browser closed it: the call fails with SCA_MODAL_CLOSED. */
  onClose: () => void;
}

/** The approval modal of a sensitive call: the same challenge flow as login, on the call's token. */
function StepUpModalView({ oneTimeToken, onApproved, onClose }: StepUpModalProps) {
  const t = useMessages();
  return (
    <Modal open title={t('stepUp.title')} closeLabel={t('stepUp.close')} onClose={onClose} className="gh-step-up">
      <p className="gh-text">{t('stepUp.text')}</p>
      <ChallengeFlow ott={oneTimeToken} onSuccess={() => onApproved()} />
    </Modal>
  );
}

/** With its texts, which load with it. */
export const StepUpModal = /* @__PURE__ */ withMessages(StepUpModalView, stepUpMessages);
