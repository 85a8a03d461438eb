'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const inThePage = () => true;
const onTheServer = () => false;

/**
 * false on the server and while React hydrates the server's HTML, true from the render after
 * (at once for a widget rendered in the browser).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inThePage, onTheServer);
}
