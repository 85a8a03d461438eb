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
  /**
   * Tells the origin's other tabs (and other listeners in this one) to check `name` now, or
   * hands them `data` (never a token).
   */
  tell(name: string, data?: string): void;
  /** Hears `tell(name, data)` and `checkWaitingTabs()` (without data); returns the unsubscribe. */
  listen(name: string, listener: (data?: string) => void): () => void;
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
  tell(name, data) {
    // The name first: names have no space, data may.
    const message = data === undefined ? name : `${name} ${data}`;
    try {
      if (typeof BroadcastChannel === 'function') {
        const channel = new BroadcastChannel(CHANNEL);
        channel.postMessage(message);
        channel.close();
      } else {
        // A fresh value each time, so the same message twice is still a change other tabs hear.
        localStorage.setItem(STORAGE_KEY, `${message} ${Math.random()}`);
        localStorage.removeItem(STORAGE_KEY);
      }
    } catch {
      // No storage (blocked, full, no window): the other tabs find out at their next poll.
    }
  },
  listen(name, listener) {
    const heard = (message: unknown) => {
      // The name, then the data (if any) after the first space.
      const [to, data] = String(message).split(/ (.*)/s);
      if (to === name || to === EVERY_WAIT) listener(data);
    };
    if (typeof BroadcastChannel === 'function') {
      const channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = (event) => heard(event.data);
      return () => channel.close();
    }
    const onStorage = (event: StorageEvent) => {
      const value = event.newValue;
      if (event.key === STORAGE_KEY && value) heard(value.slice(0, value.lastIndexOf(' ')));
    };
    globalThis.addEventListener?.('storage', onStorage);
    return () => globalThis.removeEventListener?.('storage', onStorage);
  },
};

/**
 * A wait that starts with a trigger (a push notification, an email), shared by the origin's tabs
 * waiting on `key` (`push:<token>`), so one notification goes out. A tab asks the others for the
 * id their wait polls (a push challenge's; '' for a wait polled by the token alone) and queues
 * for the key's lock. Told an id, it `follow`s it without triggering. Granted the lock without
 * one, no other tab waits any longer: it calls `trigger`, which resolves the id (undefined: no
 * wait, e.g. it failed: the caller ends `signal` so that a tab still asking triggers in its
 * place), and every tab follows that id, this one included. Returns `announce`: a
 * tab that triggers again (the user's "send again") hands the new id to the tabs following the
 * old one. The tab takes part until `signal` aborts. Without Web Locks every tab triggers alone.
 */
export function shareTrigger(
  tabs: TabLink = browserTabs,
  key: string,
  signal: AbortSignal,
  trigger: () => Promise<string | undefined>,
  follow: (id: string) => void,
): (id: string) => void {
  // One name for the lock, the questions (`?`) and the ids (`[the id replaced or null, id]`).
  const name = `${tabChannelName(key)}=`;
  // The id this tab follows: null before it knows one, undefined while its own trigger runs.
  let id: string | null | undefined = null;
  const say = (replaced: string | null | undefined) =>
    tabs.tell(name, JSON.stringify([replaced, id]));
  const announce = (next: string) => {
    if (signal.aborted) return;
    const replaced = id;
    id = next;
    // This tab first: it asks for the poll's lead before the others hear of the wait.
    follow(next);
    say(replaced);
  };
  const stop = tabs.listen(name, (data) => {
    // A question: the tabs that know the id answer it.
    if (data === '?') {
      if (typeof id === 'string') say(null);
      return;
    }
    try {
      // No data (checkWaitingTabs) is no JSON either.
      const [replaced, next] = JSON.parse(data ?? '') as unknown[];
      // An answer to a tab without an id, or a new id for the tabs following the one it replaces.
      if (replaced === id && typeof next === 'string' && next !== id) {
        id = next;
        follow(next);
      }
    } catch {
      // Not a message of ours.
    }
  });
  signal.addEventListener('abort', stop);
  tabs.tell(name, '?');
  tabs.lead(name, signal, () => {
    if (id !== null || signal.aborted) return;
    id = undefined;
    void trigger().then((next) => {
      if (next !== undefined) announce(next);
    });
  });
  return announce;
}

/**
 * Tells every Gatehouse wait in the origin's tabs to check at once, e.g. from the page an email
 * link opens: the tab still showing "check your email" moves on without waiting for its next
 * poll. Each wait checks with the server; the message itself proves nothing.
 */
export function checkWaitingTabs(): void {
  browserTabs.tell(EVERY_WAIT);
}
