import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOrigin } from '../../test/fakeTabs';
import { browserTabs, checkWaitingTabs, shareTrigger, tabChannelName, type TabLink } from './tabs';

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

  it('carries data after the name, spaces and all; a bare name carries none', () => {
    const { posted } = fakeBroadcastChannel();
    const heard = vi.fn();
    const stop = browserTabs.listen('abc', heard);
    browserTabs.tell('abc', '["ch 1",null]');
    browserTabs.tell('abc');
    browserTabs.tell('abcd', 'x');
    expect(posted).toEqual(['abc ["ch 1",null]', 'abc', 'abcd x']);
    expect(heard.mock.calls).toEqual([['["ch 1",null]'], [undefined]]);
    stop();
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

  it('carries data too', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const items = new Map<string, string>();
    const target = new EventTarget();
    vi.stubGlobal('localStorage', {
      setItem: (key: string, newValue: string) => {
        items.set(key, newValue);
        target.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
      },
      removeItem: (key: string) => {
        items.delete(key);
        target.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: null }));
      },
    });
    vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
    vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
    const heard = vi.fn();
    const stop = browserTabs.listen('abc', heard);
    browserTabs.tell('abc', '[null,"ch 1"]');
    browserTabs.tell('abc');
    expect(heard.mock.calls).toEqual([['[null,"ch 1"]'], [undefined]]);
    expect(items.size).toBe(0);
    stop();
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

describe('shareTrigger: a wait that starts with a trigger, shared by the tabs on one key', () => {
  /** One tab's part: its trigger resolves when the test says, and what it follows is recorded. */
  function part(tabs: TabLink, key = 'push:ott-secret') {
    const leave = new AbortController();
    const triggers: Array<(id: string | undefined) => void> = [];
    const trigger = vi.fn(
      () => new Promise<string | undefined>((resolve) => triggers.push(resolve)),
    );
    const follow = vi.fn();
    const announce = shareTrigger(tabs, key, leave.signal, trigger, follow);
    return { leave, trigger, follow, announce, answer: (id?: string) => triggers.shift()!(id) };
  }
  const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

  it('the first tab triggers; one that starts while its trigger runs follows its id', async () => {
    const origin = fakeOrigin();
    const first = part(origin.tab());
    const second = part(origin.tab());
    await settle();
    expect(first.trigger).toHaveBeenCalledTimes(1);
    first.answer('ch-1');
    await settle();
    expect(first.follow).toHaveBeenCalledWith('ch-1');
    expect(second.follow).toHaveBeenCalledWith('ch-1');
    expect(second.trigger).not.toHaveBeenCalled();
    // A third, later: answered by the tabs that know the id.
    const third = part(origin.tab());
    await settle();
    expect(third.follow.mock.calls).toEqual([['ch-1']]);
    // The first leaves: the others hold the id and never trigger.
    first.leave.abort();
    await settle();
    expect(second.trigger).not.toHaveBeenCalled();
    expect(third.trigger).not.toHaveBeenCalled();
  });

  it('the first tab leaves before its trigger answered: the next one triggers in its place', async () => {
    const origin = fakeOrigin();
    const first = part(origin.tab());
    const second = part(origin.tab());
    await settle();
    first.leave.abort();
    await settle();
    expect(second.trigger).toHaveBeenCalledTimes(1);
    // The first's late answer reaches no one.
    first.answer('ch-1');
    second.answer('ch-2');
    await settle();
    expect(first.follow).not.toHaveBeenCalled();
    expect(second.follow.mock.calls).toEqual([['ch-2']]);
  });

  it('a failed trigger (undefined) and a leave: the next tab triggers', async () => {
    const origin = fakeOrigin();
    const first = part(origin.tab());
    const second = part(origin.tab());
    await settle();
    first.answer(undefined);
    first.leave.abort();
    await settle();
    expect(first.follow).not.toHaveBeenCalled();
    expect(second.trigger).toHaveBeenCalledTimes(1);
  });

  it('a tab that triggers again hands the new id to the tabs on the old one', async () => {
    const origin = fakeOrigin();
    const first = part(origin.tab());
    const second = part(origin.tab());
    await settle();
    first.answer('ch-1');
    await settle();
    second.announce('ch-2');
    await settle();
    expect(first.follow.mock.calls).toEqual([['ch-1'], ['ch-2']]);
    expect(second.follow.mock.calls).toEqual([['ch-1'], ['ch-2']]);
  });

  it('only the id crosses tabs, never the key or its token; what is not ours changes nothing', async () => {
    const told: Array<[string, string | undefined]> = [];
    const origin = fakeOrigin();
    const spy = (tabs: TabLink): TabLink => ({
      ...tabs,
      tell: (name, data) => {
        told.push([name, data]);
        tabs.tell(name, data);
      },
    });
    const first = part(spy(origin.tab()));
    const second = part(spy(origin.tab()));
    await settle();
    first.answer('ch-1');
    await settle();
    expect(told.length).toBeGreaterThan(0);
    for (const [name, data] of told) expect(`${name} ${data}`).not.toContain('ott-secret');
    const name = `${tabChannelName('push:ott-secret')}=`;
    for (const hostile of ['', 'null', '1', '{"a":1}', '[', '["ch-1", 5]', '["ch-9","x"]'])
      origin.tab().tell(name, hostile);
    await settle();
    expect(second.follow.mock.calls).toEqual([['ch-1']]);
  });

  it('a link that drops data: no storm of answers, and the second tab triggers once the first left', async () => {
    const origin = fakeOrigin();
    let told = 0;
    const dropping = (tabs: TabLink): TabLink => ({
      ...tabs,
      tell: (name) => {
        told += 1;
        tabs.tell(name);
      },
    });
    const first = part(dropping(origin.tab()));
    await settle();
    first.answer('ch-1');
    const second = part(dropping(origin.tab()));
    const third = part(dropping(origin.tab()));
    await settle();
    // Each tab's question and the first's id; without their data no one takes them for a question.
    expect(told).toBe(4);
    expect(second.follow).not.toHaveBeenCalled();
    first.leave.abort();
    await settle();
    expect(second.trigger).toHaveBeenCalledTimes(1);
    expect(third.trigger).not.toHaveBeenCalled();
  });

  it('without Web Locks every tab triggers alone, and follows only its own id', async () => {
    fakeBroadcastChannel();
    const first = part(browserTabs);
    const second = part(browserTabs);
    expect(first.trigger).toHaveBeenCalledTimes(1);
    expect(second.trigger).toHaveBeenCalledTimes(1);
    first.answer('ch-1');
    second.answer('ch-2');
    await settle();
    expect(first.follow.mock.calls).toEqual([['ch-1']]);
    expect(second.follow.mock.calls).toEqual([['ch-2']]);
    first.leave.abort();
    second.leave.abort();
  });

  it('leaving stops listening and gives up the lock', async () => {
    const origin = fakeOrigin();
    const first = part(origin.tab());
    await settle();
    expect(origin.listeners.size).toBe(1);
    expect(origin.queued()).toBe(1);
    first.leave.abort();
    expect(origin.listeners.size).toBe(0);
    expect(origin.queued()).toBe(0);
  });
});
