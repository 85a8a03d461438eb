import { useEffect, useState } from 'react';

export interface LazyController<T> {
  /** null until the module has arrived. */
  controller: T | null;
  /** Waits for it (a submit that comes first); a failed chunk load is tried again on the next call. */
  load: () => Promise<T>;
}

/**
 * The talking half of a form widget (client, zod, store), loaded with import() once the form
 * is on screen, so the form is usable as soon as a plain React form would be. `create` is read
 * on the first render only, as a store's options are.
 */
export function useLazyController<T>(create: () => Promise<T>): LazyController<T> {
  const [controller, setController] = useState<T | null>(null);
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
    let active = true;
    loader().then(
      (loaded) => active && setController(loaded),
      () => {
        // Nothing to show yet: the form stays usable and a submit tries again.
      },
    );
    return () => {
      active = false;
    };
  }, [loader]);
  const [load] = useState(() => () =>
    loader().then((loaded) => {
      setController(loaded);
      return loaded;
    }),
  );
  return { controller, load };
}
