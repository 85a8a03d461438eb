'use client';

import { browserNavigation } from '@gatehouse-auth/core/internal/runtime/navigation';
import { useSyncExternalStore } from 'react';
import { useGatehouse } from '../provider/GatehouseProvider';

const noSubscription = () => () => {};
// On a server there is no page: the navigation gate refuses every link until the page hydrates.
const noPage = () => '';

/** The page's origin for the navigation gate (`allowedUrl`), read through the widget's navigation. */
export function usePageOrigin(): string {
  const { config } = useGatehouse();
  const navigation = config.navigation ?? browserNavigation;
  return useSyncExternalStore(noSubscription, () => navigation.origin(), noPage);
}
