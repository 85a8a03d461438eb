import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTabs, checkWaitingTabs, tabChannelName } from './tabs';

afterEach(() => vi.unstubAllGlobals());

/** BroadcastChannel as the browser has it: every other object on the same name hears a message. */
function fakeBroadcastChannel() {
  const open = new Set<FakeChannel>();
  const posted: unknown[] = [];
  class FakeChannel {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    constructor(readonly name: string) {
      open.add(this);
    }
    postMessage(data: unknown) {
      posted.push(data);
      for (const other of open)
        if (other !== this && other.name === this.name) other.onmessage?.({ data });
    }
    close() {
      open.delete(this);
    }
  }
  vi.stubGlobal('BroadcastChannel', FakeChannel);
  return { open, posted };
}

describe('tabChannelName', () => {
  it('is the same for the same key, differs between keys, and never shows the key', () => {
    const name = tabChannelName('push:ott-secret-123');
    expect(name).toBe(tabChannelName('push:ott-secret-123'));
    expect(name).not.toBe(tabChannelName('push:ott-secret-124'));
    expect(name).not.toContain('ott');
    expect(name).toMatch(/^[0-9a-z]{1,11}$/);
  });
});

describe('browserTabs with BroadcastChannel', () => {
  it('tells the listeners of that name and of no other, and closes what it opened', () => {
    const { open, posted } = fakeBroadcastChannel();
    const heard = vi.fn();
    const other = vi.fn();
    const stop = browserTabs.listen('abc', heard);
    const stopOther = browserTabs.listen('xyz', other);
    browserTabs.tell('abc');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    expect(posted).toEqual(['abc']);
    stop();
    stopOther();
    expect(open.size).toBe(0);
  });

  it('checkWaitingTabs reaches every wait', () => {
    fakeBroadcastChannel();
    const first = vi.fn();
    const second = vi.fn();
    const stops = [browserTabs.listen('a', first), browserTabs.listen('b', second)];
    checkWaitingTabs();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    for (const stop of stops) stop();
  });
});

describe('browserTabs without BroadcastChannel: storage events', () => {
  it('writes only the hashed name to storage, removes it at once, and hears other tabs', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const writes: Array<[string, string]> = [];
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      setItem: (key: string, value: string) => {
        writes.push([key, value]);
        items.set(key, value);
      },
      removeItem: (key: string) => items.delete(key),
    });
    const target = new EventTarget();
    vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
    vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
    const name = tabChannelName('email-checkpoint:ott-secret');
    browserTabs.tell(name);
    expect(writes).toHaveLength(1);
    expect(writes[0]![0]).toBe('gatehouse.check');
    expect(writes[0]![1].startsWith(`${name} `)).toBe(true);
    expect(writes[0]![1]).not.toContain('ott');
    expect(items.size).toBe(0);

    const heard = vi.fn();
    const stop = browserTabs.listen(name, heard);
    const storageEvent = (key: string, newValue: string | null) =>
      Object.assign(new Event('storage'), { key, newValue });
    target.dispatchEvent(storageEvent('gatehouse.check', `${name} 1 0.5`));
    target.dispatchEvent(storageEvent('gatehouse.check', null));
    target.dispatchEvent(storageEvent('other', `${name} 1 0.5`));
    target.dispatchEvent(storageEvent('gatehouse.check', `* 2 0.1`));
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    target.dispatchEvent(storageEvent('gatehouse.check', `${name} 3 0.2`));
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('blocked storage costs nothing but the message', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    });
    expect(() => browserTabs.tell('abc')).not.toThrow();
  });
});

describe('browserTabs.lead', () => {
  it('without Web Locks every tab leads at once', () => {
    const onLead = vi.fn();
    browserTabs.lead('abc', new AbortController().signal, onLead);
    expect(onLead).toHaveBeenCalledTimes(1);
  });

  it('with Web Locks: holds the lock until the signal aborts, under a prefixed name', async () => {
    let held: Promise<void> | undefined;
    const request = vi.fn(
      (_name: string, _options: { signal: AbortSignal }, grant: () => Promise<void>) => {
        held = grant();
        return held;
      },
    );
    vi.stubGlobal('navigator', { locks: { request } });
    const controller = new AbortController();
    const onLead = vi.fn();
    browserTabs.lead('abc', controller.signal, onLead);
    expect(request).toHaveBeenCalledWith(
      'gatehouse:abc',
      { signal: controller.signal },
      expect.any(Function),
    );
    expect(onLead).toHaveBeenCalledTimes(1);
    let released = false;
    void held!.then(() => (released = true));
    await Promise.resolve();
    expect(released).toBe(false);
    controller.abort();
    await Promise.resolve();
    expect(released).toBe(true);
  });

  it('a request aborted before the lock came is swallowed', async () => {
    const request = vi.fn(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    vi.stubGlobal('navigator', { locks: { request } });
    const onLead = vi.fn();
    browserTabs.lead('abc', AbortSignal.abort(), onLead);
    await Promise.resolve();
    expect(onLead).not.toHaveBeenCalled();
  });
});
