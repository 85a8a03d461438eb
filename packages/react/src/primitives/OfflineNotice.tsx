'use client';

import type { NetworkWaits } from '@gatehouse-auth/core';
import { offlineMessages } from '@gatehouse-auth/core/internal/messages/offlineMessages';
import { useSyncExternalStore } from 'react';
import { useTexts } from '../messages/useTexts';
import { Alert } from './Alert';

const subscribeToNothing = () => () => {};
const waitingOnServer = () => false;

export interface OfflineNoticeProps {
  /** The widget's client's calls waiting for the network; none yet (its client still loading): no notice. */
  waits: NetworkWaits | null | undefined;
}

/**
 * One polite sentence at the top of a widget while any of its calls waits for the browser to be
 * back online; gone once they went. Rendered by every widget's root.
 */
export function OfflineNotice({ waits }: OfflineNoticeProps) {
  const t = useTexts(offlineMessages);
  const waiting = useSyncExternalStore(
    waits?.subscribe ?? subscribeToNothing,
    () => (waits?.count ?? 0) > 0,
    waitingOnServer,
  );
  if (!waiting) return null;
  return (
    <div className="gh-offline-notice">
      <Alert tone="info">{t('offline.waiting')}</Alert>
    </div>
  );
}
