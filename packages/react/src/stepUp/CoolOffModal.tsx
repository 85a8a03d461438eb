'use client';

import { stepUpMessages } from '@gatehouse-auth/core/internal/messages/stepUpMessages';
import type { CoolOffContent } from '@gatehouse-auth/core/step-up';
import { withMessages } from '../messages/MessageCatalogue';
import { useMessages } from '../messages/useMessages';
import { Button } from '../primitives/Button';
import { Modal } from '../primitives/Modal';

export interface CoolOffModalProps {
  /** The 403's `{ title, message }`; null when its body had none (the catalogue's texts then). */
  content: CoolOffContent | null;
  /** 'Got it', Escape or the close button: the call then fails with COOL_OFF_MODAL_CLOSED. */
  onClose: () => void;
}

/** The cool-off modal (flow id action-cool-off-triggered): why a sensitive action is paused. */
function CoolOffModalView({ content, onClose }: CoolOffModalProps) {
  const t = useMessages();
  // The server's texts are plain text: React escapes them, so markup in them shows as written.
  return (
    <Modal
      open
      title={content?.title ?? t('coolOff.title')}
      onClose={onClose}
      className="gh-cool-off"
      flowId="action-cool-off-triggered"
    >
      <div className="gh-screen">
        <p className="gh-text">{content?.message ?? t('coolOff.message')}</p>
        <Button onClick={onClose}>{t('coolOff.confirm')}</Button>
      </div>
    </Modal>
  );
}

/** With its texts, which load with it. */
export const CoolOffModal = withMessages(CoolOffModalView, stepUpMessages);
