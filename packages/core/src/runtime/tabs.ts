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
 * The name a wait is known by between tabs: a 53-bit hash of its key, so the key's token never
 * leaves the widget. Not a secret (any script of the origin may listen), only a meeting point.
 */
export function tabChannelName(key: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < key.length; i += 1) {
    const code = key.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

interface LockManagerLike {
  request(
    name: string,
    options: { signal: AbortSignal },
    grant: () => Promise<void>,
  ): Promise<void>;
}

function locks(): LockManagerLike | undefined {
  return (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage blocked (privacy settings, sandboxed frame).
    return undefined;
  }
}

/**
 * BroadcastChannel to tell, Web Locks to lead. Where BroadcastChannel is missing, a storage event
 * carries the (hashed) name; where Web Locks are missing, every tab leads (polls on its own).
 */
export const browserTabs: TabLink = {
  lead(name, signal, onLead) {
    const manager = locks();
    if (!manager) {
      onLead();
      return;
    }
    manager
      .request(`${CHANNEL}:${name}`, { signal }, () => {
        onLead();
        return new Promise<void>((release) => {
          if (signal.aborted) release();
          else signal.addEventListener('abort', () => release(), { once: true });
        });
      })
      // Aborted before the lock came: nothing to do.
      .catch(() => undefined);
  },
  tell(name) {
    if (typeof BroadcastChannel === 'function') {
      const channel = new BroadcastChannel(CHANNEL);
      channel.postMessage(name);
      channel.close();
      return;
    }
    const store = storage();
    try {
      // A fresh value each time, so the same name twice is still a change other tabs hear.
      store?.setItem(STORAGE_KEY, `${name} ${Date.now()} ${Math.random()}`);
      store?.removeItem(STORAGE_KEY);
    } catch {
      // Full or blocked storage: the other tabs find out at their next poll.
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
    if (typeof addEventListener !== 'function') return () => {};
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY && event.newValue) heard(event.newValue.split(' ')[0]);
    };
    addEventListener('storage', onStorage);
    return () => removeEventListener('storage', onStorage);
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
