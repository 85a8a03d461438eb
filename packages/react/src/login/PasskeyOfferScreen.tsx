'use client';

import type { PasskeyOfferStatus } from '@gatehouse-auth/core/headless';
import { passkeyOfferMessages } from '@gatehouse-auth/core/internal/messages/passkeyOfferMessages';
import { useTexts } from '../messages/useTexts';
import { Button } from '../primitives/Button';
import { Screen } from '../primitives/Screen';

export interface PasskeyOfferScreenProps {
  status: PasskeyOfferStatus;
  onCreate: () => void;
  onDecline: () => void;
  /** For the stand-in LoginFlow renders when this screen's code cannot load. */
  onUnavailable?: () => void;
}

/**
 * After a phishable login (API.md §7): what a passkey is, "Create a passkey" and "Not now". The
 * status line announces the creation and its success; any other outcome goes on at once.
 */
export function PasskeyOfferScreen({ status, onCreate, onDecline }: PasskeyOfferScreenProps) {
  const t = useTexts(passkeyOfferMessages);
  const working = status !== 'offered';
  let statusText = '';
  if (status === 'creating') statusText = t('passkey.offer.creating');
  else if (status === 'created') statusText = t('passkey.offer.created');
  return (
    <Screen title={t('passkey.offer.title')} busy={status === 'creating'}>
      <p className="gh-text">{t('passkey.offer.message')}</p>
      <p className="gh-text" role="status">
        {statusText}
      </p>
      <div className="gh-actions">
        <Button loading={working} onClick={onCreate}>
          {t('passkey.offer.create')}
        </Button>
        <Button variant="secondary" disabled={working} onClick={onDecline}>
          {t('passkey.offer.notNow')}
        </Button>
      </div>
    </Screen>
  );
}

export default PasskeyOfferScreen;
