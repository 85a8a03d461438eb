import { stepUpMessages, type GatehouseEventListener } from '@gatehouse/core/internal';
import { withMessages } from '../messages/MessageCatalogue';
import type { CoolOffContent } from '@gatehouse/core/step-up';
import { useMessages } from '../messages/useMessages';
import { Button } from '../primitives/Button';
import { Modal } from '../primitives/Modal';
import { useEffect, useRef } from 'react';
import { useWidgetEvents } from '../events/useWidgetEvents';
import { listenerFailures } from '../events/listenerFailures';

export interface CoolOffModalProps {
  /** The 403's `{ title, message }`; null when its body had none (the catalogue's texts then). */
  content: CoolOffContent | null;
  /** 'Got it', Escape or the close button: the call then fails with COOL_OFF_MODAL_CLOSED. */
  onClose: () => void;
  /** `withStepUp`'s `onEvent`: the modal's events, before the provider's. */
  onEvent?: GatehouseEventListener | undefined;
}

/** The cool-off modal (flow id action-cool-off-triggered): why a sensitive action is paused. */
function CoolOffModalView({ content, onClose: close, onEvent }: CoolOffModalProps) {
  const t = useMessages();
  const events = useWidgetEvents('stepUp', onEvent, listenerFailures);
  // Once, when it opens: StrictMode's remount is not a second opening.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    events.emit({ type: 'stepUpOpened', flow: 'stepUp', modal: 'coolOff' });
  }, [events]);
  const onClose = () => {
    events.emit({ type: 'stepUpClosed', flow: 'stepUp', modal: 'coolOff' });
    close();
  };
  // The server's texts are plain text: React escapes them, so markup in them shows as written.
  return (
    <Modal
      open
      title={content?.title ?? t('coolOff.title')}
      onClose={onClose}
      className="gh-cool-off"
      flowId="action-cool-off-triggered"
    >
      {/* A widget root, so the host's theme on .gh-root reaches the button as in every flow. */}
      <div className="gh-root gh-screen">
        <p className="gh-text">{content?.message ?? t('coolOff.message')}</p>
        <Button onClick={onClose}>{t('coolOff.confirm')}</Button>
      </div>
    </Modal>
  );
}

/** With its texts, which load with it. */
export const CoolOffModal = /* @__PURE__ */ withMessages(CoolOffModalView, stepUpMessages);
