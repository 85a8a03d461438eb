import { useSyncExternalStore } from 'react';

interface ReadableStore<S> {
  getState(): S;
  subscribe(listener: () => void): () => void;
}

/** Subscribes to a vanilla store; the component re-renders when the selected value changes. */
export function useStore<S, T = S>(store: ReadableStore<S>, select: (state: S) => T = (s) => s as unknown as T): T {
  const snapshot = () => select(store.getState());
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
