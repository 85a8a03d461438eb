import { describe, expect, it, vi } from 'vitest';
import { fakeConnectivity } from '../../test/fakeConnectivity';
import { createNetworkWaits } from './networkWaits';

describe('createNetworkWaits', () => {
  it('counts nothing for a wait that is over at once (online)', async () => {
    const waits = createNetworkWaits(fakeConnectivity(true).connectivity);
    const listener = vi.fn();
    waits.subscribe(listener);
    await waits.untilOnline();
    expect(waits.count).toBe(0);
    expect(listener).not.toHaveBeenCalled();
  });

  it('counts each wait while offline and tells the subscribers when the count changes', async () => {
    const { connectivity, goOnline } = fakeConnectivity(false);
    const waits = createNetworkWaits(connectivity);
    const counts: number[] = [];
    const unsubscribe = waits.subscribe(() => counts.push(waits.count));
    const first = waits.untilOnline();
    const second = waits.untilOnline();
    expect(waits.count).toBe(2);
    goOnline();
    await Promise.all([first, second]);
    expect(waits.count).toBe(0);
    expect(counts).toEqual([1, 2, 1, 0]);
    unsubscribe();
    expect(waits.isOnline()).toBe(true);
  });

  it('stops counting a wait whose signal aborts', async () => {
    const waits = createNetworkWaits(fakeConnectivity(false).connectivity);
    const controller = new AbortController();
    const waiting = waits.untilOnline(controller.signal);
    expect(waits.count).toBe(1);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(waits.count).toBe(0);
  });
});
