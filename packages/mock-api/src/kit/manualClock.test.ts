import { createPoller, sleep } from '@gatehouse-auth/core/internal';
import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from './manualClock';

describe('createManualClock', () => {
  it('stands still until advanced, then fires each due timer in order, at its own time', async () => {
    const clock = createManualClock(1_000);
    const fired: Array<[string, number]> = [];
    clock.setTimeout(() => fired.push(['b', clock.now()]), 200);
    clock.setTimeout(() => fired.push(['a', clock.now()]), 100);
    clock.setTimeout(() => fired.push(['c', clock.now()]), 200);
    expect(clock.now()).toBe(1_000);
    expect(clock.pending()).toEqual([100, 200, 200]);

    await clock.advance(99);
    expect(fired).toEqual([]);
    expect(clock.now()).toBe(1_099);
    await clock.advance(101);
    expect(fired).toEqual([
      ['a', 1_100],
      ['b', 1_200],
      ['c', 1_200],
    ]);
    expect(clock.pending()).toEqual([]);
  });

  it('fires a timer a callback sets inside the window, and leaves one beyond it', async () => {
    const clock = createManualClock(0);
    const fired: number[] = [];
    const every = () => {
      fired.push(clock.now());
      clock.setTimeout(every, 1_000);
    };
    clock.setTimeout(every, 1_000);
    await clock.advance(3_500);
    expect(fired).toEqual([1_000, 2_000, 3_000]);
    expect(clock.pending()).toEqual([500]);
  });

  it('clearTimeout cancels, and ignores handles it never gave', async () => {
    const clock = createManualClock(0);
    const callback = vi.fn();
    const handle = clock.setTimeout(callback, 10);
    clock.clearTimeout(handle);
    clock.clearTimeout(undefined);
    clock.clearTimeout({});
    await clock.advance(100);
    expect(callback).not.toHaveBeenCalled();
  });

  it('lets the promise chain a callback starts run before the next timer fires', async () => {
    const clock = createManualClock(0);
    const order: string[] = [];
    clock.setTimeout(() => {
      void Promise.resolve()
        .then(() => Promise.resolve())
        .then(() => order.push('chain of the first'));
    }, 10);
    clock.setTimeout(() => order.push('second timer'), 20);
    await clock.advance(20);
    expect(order).toEqual(['chain of the first', 'second timer']);
  });

  it('waitForTimer resolves once a timer falls due within the window, not for one further off', async () => {
    const clock = createManualClock(0);
    clock.setTimeout(() => undefined, 30_000);
    let waited = false;
    const waiting = clock.waitForTimer(1_000).then(() => (waited = true));
    await Promise.resolve();
    expect(waited).toBe(false);
    clock.setTimeout(() => undefined, 1_000);
    await waiting;
    expect(waited).toBe(true);
    // One that comes within reach as time moves counts too.
    const later = createManualClock(0);
    later.setTimeout(() => undefined, 5_000);
    const reached = later.waitForTimer(1_000);
    await later.advance(4_500);
    await reached;
  });

  it('runNext moves to the next timer within reach and fires it, leaving a far one set', async () => {
    const clock = createManualClock(0);
    const deadline = vi.fn();
    const poll = vi.fn();
    clock.setTimeout(deadline, 30_000);
    const step = clock.runNext(1_000);
    clock.setTimeout(poll, 1_000);
    expect(await step).toBe(1_000);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(deadline).not.toHaveBeenCalled();
    expect(clock.pending()).toEqual([29_000]);
  });

  it('drives sleep and a poller step by step', async () => {
    const clock = createManualClock(0);
    const slept = vi.fn();
    void sleep(500, undefined, clock).then(slept);
    await clock.advance(499);
    expect(slept).not.toHaveBeenCalled();
    await clock.advance(1);
    expect(slept).toHaveBeenCalledTimes(1);

    let answers = 0;
    const onDone = vi.fn();
    const poller = createPoller<string>({
      poll: async () => ((answers += 1) < 3 ? { kind: 'pending' } : { kind: 'done', value: 'ok' }),
      intervalMs: 1_000,
      maxAttempts: 10,
      onDone,
      onFailed: vi.fn(),
      clock,
    });
    poller.start();
    expect(await clock.runNext(1_000)).toBe(1_000);
    expect(poller.attempts).toBe(2);
    expect(await clock.runNext(1_000)).toBe(1_000);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('ok'));
    expect(poller.attempts).toBe(3);
    expect(clock.pending()).toEqual([]);
  });
});
