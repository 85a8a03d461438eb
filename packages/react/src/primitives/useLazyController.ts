'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand';

export interface LazyController<T> {
  /** null until the module has arrived. */
  controller: T | null;
  /**
   * Waits for it (a submit that comes first); a failed chunk load is tried again on the next call.
   * Never settles once the component has unmounted: the action waiting on it is dropped, so no
   * request and no navigation happen for a widget that is gone.
   */
  load: () => Promise<T>;
}

/**
 * The talking half of a form widget (client, zod, store), loaded with import() once the form
 * is on screen, so the form is usable as soon as a plain React form would be. `create` is read
 * on the first render only, as a store's options are.
 */
export function useLazyController<T>(create: () => Promise<T>): LazyController<T> {
  const [controller, setController] = useState<T | null>(null);
  // Read when a load settles, long after the render that made it.
  const unmounted = useRef(false);
  const [loader] = useState(() => {
    let loading: Promise<T> | undefined;
    return () => {
      loading ??= create().then(undefined, (error: unknown) => {
        // Offline, or a deploy removed the old chunk: the next call tries again.
        loading = undefined;
        throw error;
      });
      return loading;
    };
  });
  useEffect(() => {
    // Set again on every mount: StrictMode unmounts and mounts the same instance once.
    unmounted.current = false;
    loader().then(
      (loaded) => {
        if (!unmounted.current) setController(loaded);
      },
      () => {
        // Nothing to show yet: the form stays usable and a submit tries again.
      },
    );
    return () => {
      unmounted.current = true;
    };
  }, [loader]);
  const [load] = useState(
    () => () =>
      new Promise<T>((resolve, reject) => {
        loader().then(
          (loaded) => {
            if (unmounted.current) return;
            setController(loaded);
            resolve(loaded);
          },
          (error: unknown) => {
            if (!unmounted.current) reject(error);
          },
        );
      }),
  );
  return { controller, load };
}

type ReadableStore<S> = Pick<StoreApi<S>, 'getState' | 'getInitialState' | 'subscribe'>;

const noSubscription = () => () => undefined;

/**
 * The state of a store that `useLazyController` loads; `before` until the store has arrived, which
 * is also what server rendering and hydration show.
 */
export function useLazyStore<S>(store: ReadableStore<S> | null | undefined, before: S): S {
  return useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    () => (store ? store.getState() : before),
    () => (store ? store.getInitialState() : before),
  );
}
