import { sleep, systemClock, type Clock } from './clock';

describe('systemClock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the global timers at call time, so fake timers installed later apply', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    expect(systemClock.now()).toBe(Date.parse('2030-01-01T00:00:00Z'));
    const callback = vi.fn();
    systemClock.setTimeout(callback, 100);
    vi.advanceTimersByTime(99);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(systemClock.now()).toBe(Date.parse('2030-01-01T00:00:00.100Z'));
  });

  it('clearTimeout cancels a timer', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    const handle = systemClock.setTimeout(callback, 10);
    systemClock.clearTimeout(handle);
    vi.advanceTimersByTime(100);
    expect(callback).not.toHaveBeenCalled();
  });

  it('clearTimeout accepts an undefined handle', () => {
    expect(() => systemClock.clearTimeout(undefined)).not.toThrow();
  });
});

describe('sleep', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves after exactly the given time', async () => {
    const done = vi.fn();
    void sleep(1000).then(done);
    await vi.advanceTimersByTimeAsync(999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('rejects with the abort reason as soon as the signal aborts, and clears its timer', async () => {
    const controller = new AbortController();
    const result = sleep(1000, controller.signal).then(
      () => 'resolved',
      (reason: unknown) => reason,
    );
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    const reason = await result;
    expect(reason).toBeInstanceOf(DOMException);
    expect((reason as DOMException).name).toBe('AbortError');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with a custom reason', async () => {
    const controller = new AbortController();
    const reason = new Error('closed');
    const result = sleep(1000, controller.signal);
    controller.abort(reason);
    await expect(result).rejects.toBe(reason);
  });

  it('rejects at once, without a timer, when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(sleep(1000, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops listening to the signal once it resolves', async () => {
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    const result = sleep(10, controller.signal);
    await vi.advanceTimersByTimeAsync(10);
    await expect(result).resolves.toBeUndefined();
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
    controller.abort();
  });

  it('waits on the clock it is given', async () => {
    const timers: Array<{ callback: () => void; ms: number }> = [];
    const clock: Clock = {
      now: () => 0,
      setTimeout: (callback, ms) => timers.push({ callback, ms }),
      clearTimeout: vi.fn(),
    };
    const done = vi.fn();
    void sleep(250, undefined, clock).then(done);
    expect(timers.map((t) => t.ms)).toEqual([250]);
    expect(vi.getTimerCount()).toBe(0);
    timers[0]!.callback();
    await Promise.resolve();
    expect(done).toHaveBeenCalledTimes(1);
  });
});
