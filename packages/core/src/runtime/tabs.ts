/**
 * How the tabs of one origin coordinate a wait: one tab leads (polls), every tab hears when one
 * of them finished. Behind an interface, so tests and unusual hosts can supply their own.
 */
export interface TabLink {
  /**
   * Calls `onLead` once this tab holds `name` alone among the origin's tabs, and holds it until
   * `signal` aborts (or the tab closes). Without a way to coordinate, calls `onLead` at once.
   */
  lead(name: string, signal: AbortSignal, onLead: () => void): void;
  /** Tells the origin's other tabs (and other listeners in this one) to check `name` now. */
  tell(name: string): void;
  /** Hears `tell(name)` and `checkWaitingTabs()`; returns the unsubscribe. */
  listen(name: string, listener: () => void): () => void;
}

const CHANNEL = 'gatehouse';
const STORAGE_KEY = 'gatehouse.check';
/** What `checkWaitingTabs` tells: every wait checks. */
const EVERY_WAIT = '*';

/**
 * The name a wait is known by between tabs: a 32-bit FNV-1a hash of its key, so the key's token
 * never leaves the widget. Not a secret (any script of the origin may listen), only a meeting point.
 */
export function tabChannelName(key: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

interface LockManagerLike {
  request(
    name: string,
    options: { signal: AbortSignal },
    grant: () => Promise<void>,
  ): Promise<void>;
}

/**
 * BroadcastChannel to tell, Web Locks to lead. Where BroadcastChannel is missing, a storage event
 * carries the (hashed) name; where Web Locks are missing, every tab leads (polls on its own).
 */
export const browserTabs: TabLink = {
  lead(name, signal, onLead) {
    const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
    if (!locks) {
      onLead();
      return;
    }
    locks
      .request(`${CHANNEL}:${name}`, { signal }, () => {
        onLead();
        // Held until the wait ends or hands over: then the next tab in line leads.
        return new Promise<void>((release) => {
          signal.onabort = () => release();
          if (signal.aborted) release();
        });
      })
      // Aborted before the lock came: nothing to do.
      .catch(() => undefined);
  },
  tell(name) {
    try {
      if (typeof BroadcastChannel === 'function') {
        const channel = new BroadcastChannel(CHANNEL);
        channel.postMessage(name);
        channel.close();
      } else {
        // A fresh value each time, so the same name twice is still a change other tabs hear.
        localStorage.setItem(STORAGE_KEY, `${name} ${Math.random()}`);
        localStorage.removeItem(STORAGE_KEY);
      }
    } catch {
      // No storage (blocked, full, no window): the other tabs find out at their next poll.
    }
  },
  listen(name, listener) {
    const heard = (message: unknown) => {
      if (message === name || message === EVERY_WAIT) listener();
    };
    if (typeof BroadcastChannel === 'function') {
      const channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = (event) => heard(event.data);
      return () => channel.close();
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY) heard(event.newValue?.split(' ')[0]);
    };
    globalThis.addEventListener?.('storage', onStorage);
    return () => globalThis.removeEventListener?.('storage', onStorage);
  },
};

/**
 * Tells every Gatehouse wait in the origin's tabs to check at once, e.g. from the page an email
 * link opens: the tab still showing "check your email" moves on without waiting for its next
 * poll. Each wait checks with the server; the message itself proves nothing.
 */
export function checkWaitingTabs(): void {
  browserTabs.tell(EVERY_WAIT);
}
