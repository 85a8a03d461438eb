import { useInsertionEffect, useState } from 'react';

/**
 * One object holding the latest `values`, for what runs after a render and must not capture an
 * old one (a store's callback after a poll, an event handler). Written within each commit, by an
 * insertion effect: the earliest, before any ref callback or effect, and none runs on a server.
 */
export function useLatest<T extends object>(values: T): T {
  const [latest] = useState(() => ({ ...values }));
  useInsertionEffect(() => {
    Object.assign(latest, values);
  });
  return latest;
}
