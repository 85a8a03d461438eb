import type { TabLink } from '../src/runtime/tabs';
import type { Visibility } from '../src/runtime/visibility';

/** Visibility the test switches. */
export function fakeVisibility() {
  let visible = true;
  const listeners = new Set<() => void>();
  const visibility: Visibility = {
    isVisible: () => visible,
    onVisible: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    visibility,
    listeners,
    hide: () => {
      visible = false;
    },
    show: () => {
      visible = true;
      for (const listener of [...listeners]) listener();
    },
  };
}

/** Tabs of one origin, in memory: a lock queue per name (first come, first served) and a message bus. */
export function fakeOrigin() {
  const holders = new Map<string, Array<{ signal: AbortSignal; onLead: () => void }>>();
  const listeners = new Set<{ name: string; listener: (data?: string) => void }>();
  const grantNext = (name: string) => {
    const queue = holders.get(name) ?? [];
    while (queue[0]?.signal.aborted) queue.shift();
    queue[0]?.onLead();
  };
  const tab = (): TabLink => ({
    lead(name, signal, onLead) {
      const queue = holders.get(name) ?? [];
      holders.set(name, queue);
      queue.push({ signal, onLead });
      signal.addEventListener('abort', () => {
        const wasHolder = queue[0]?.signal === signal;
        queue.splice(
          queue.findIndex((entry) => entry.signal === signal),
          1,
        );
        if (wasHolder) grantNext(name);
      });
      if (queue.length === 1) onLead();
    },
    // Heard after the current task, as a BroadcastChannel message is.
    tell(name, data) {
      for (const entry of [...listeners])
        if (entry.name === name || name === '*')
          queueMicrotask(() => {
            if (listeners.has(entry)) entry.listener(data);
          });
    },
    listen(name, listener) {
      const entry = { name, listener };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
  });
  /** Lock requests held or waiting, over every name. */
  const queued = () => [...holders.values()].reduce((sum, queue) => sum + queue.length, 0);
  return { tab, listeners, queued };
}
