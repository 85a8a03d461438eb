'use client';

import { helpLinks } from '@gatehouse-auth/core/internal/errors/helpLinks';
import { passkeyUnsupportedMessages } from '@gatehouse-auth/core/internal/messages/passkeyUnsupportedMessages';
import { useTexts } from '../messages/useTexts';
import { Modal } from '../primitives/Modal';

export interface PasskeyUnsupportedModalProps {
  open: boolean;
  onClose: () => void;
}

/** The browser-not-supported modal: shown where the browser cannot parse passkey JSON (SPEC.md §5). */
export function PasskeyUnsupportedModal({ open, onClose }: PasskeyUnsupportedModalProps) {
  const t = useTexts(passkeyUnsupportedMessages);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('passkey.unsupported.title')}
      closeLabel={t('passkey.unsupported.close')}
    >
      <p className="gh-text">{t('passkey.unsupported.message')}</p>
      <p className="gh-text">
        <a className="gh-link" href={helpLinks.supportedBrowsers}>
          {t('passkey.unsupported.link')}
        </a>
      </p>
    </Modal>
  );
}
