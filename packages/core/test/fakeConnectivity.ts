import type { Connectivity } from '../src/runtime/connectivity';

/** A connectivity the test switches: `goOffline()` and `goOnline()` tell the subscribers, as the browser's events do. */
export function fakeConnectivity(online = true) {
  let isOnline = online;
  const listeners = new Set<() => void>();
  const connectivity: Connectivity = {
    isOnline: () => isOnline,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (next: boolean) => {
    isOnline = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    connectivity,
    listeners,
    goOffline: () => set(false),
    goOnline: () => set(true),
  };
}
