import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeConnectivity } from '../../test/fakeConnectivity';
import { browserConnectivity, whenOnline } from './connectivity';

afterEach(() => vi.unstubAllGlobals());

describe('browserConnectivity', () => {
  it('is online on the server, where there is no navigator or window, and subscribes to nothing', () => {
    vi.stubGlobal('navigator', undefined);
    expect(browserConnectivity.isOnline()).toBe(true);
    const listener = vi.fn();
    expect(() => browserConnectivity.subscribe(listener)()).not.toThrow();
  });

  it("reads navigator.onLine and hears the window's online and offline events until unsubscribed", () => {
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    vi.stubGlobal('navigator', { onLine: false });
    expect(browserConnectivity.isOnline()).toBe(false);
    const listener = vi.fn();
    const unsubscribe = browserConnectivity.subscribe(listener);
    page.dispatchEvent(new Event('online'));
    page.dispatchEvent(new Event('offline'));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    page.dispatchEvent(new Event('online'));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('whenOnline', () => {
  it('resolves at once while online, subscribing to nothing', async () => {
    const { connectivity, listeners } = fakeConnectivity(true);
    await expect(whenOnline(connectivity)).resolves.toBeUndefined();
    expect(listeners.size).toBe(0);
  });

  it('waits while offline, through offline events, and resolves once back online', async () => {
    const { connectivity, listeners, goOffline, goOnline } = fakeConnectivity(false);
    const settled = vi.fn();
    void whenOnline(connectivity).then(settled);
    goOffline();
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    goOnline();
    await Promise.resolve();
    expect(settled).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it("rejects with the signal's reason when it aborts, and lets go of the connectivity", async () => {
    const { connectivity, listeners } = fakeConnectivity(false);
    const controller = new AbortController();
    const waiting = whenOnline(connectivity, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(listeners.size).toBe(0);
  });

  it('rejects at once for a signal already aborted, even online', async () => {
    const { connectivity } = fakeConnectivity(true);
    await expect(whenOnline(connectivity, AbortSignal.abort())).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
