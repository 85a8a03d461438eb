import { systemClock } from './clock';
import { startDeadline } from './deadline';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const never = () => new Promise<never>(() => undefined);

describe('startDeadline', () => {
  it('aborts its signal with a TimeoutError at the limit, not before, and races work that ignores it', async () => {
    const deadline = startDeadline(1_000, systemClock);
    const outcome = deadline.race(never()).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    expect(deadline.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(deadline.expired).toBe(true);
    expect(await outcome).toMatchObject({ name: 'TimeoutError' });
  });

  it("passes the caller's abort on with its reason; that is never a timeout", async () => {
    const caller = new AbortController();
    const deadline = startDeadline(1_000, systemClock, caller.signal);
    const outcome = deadline.race(never()).catch((error: unknown) => error);
    const reason = new Error('left');
    caller.abort(reason);
    expect(await outcome).toBe(reason);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(deadline.expired).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("starts aborted when the caller's signal already is, with no timer", async () => {
    const caller = new AbortController();
    caller.abort();
    const deadline = startDeadline(1_000, systemClock, caller.signal);
    expect(deadline.signal.aborted).toBe(true);
    await expect(deadline.race(Promise.resolve(1))).rejects.toMatchObject({ name: 'AbortError' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("settles like the work, and clear() lets go of the timer and the caller's signal", async () => {
    const caller = new AbortController();
    const removed = vi.spyOn(caller.signal, 'removeEventListener');
    const deadline = startDeadline(1_000, systemClock, caller.signal);
    expect(await deadline.race(Promise.resolve('answer'))).toBe('answer');
    await expect(deadline.race(Promise.reject(new TypeError('offline')))).rejects.toThrow(
      'offline',
    );
    deadline.clear();
    expect(vi.getTimerCount()).toBe(0);
    expect(removed).toHaveBeenCalledWith('abort', expect.any(Function));
    caller.abort();
    expect(deadline.signal.aborted).toBe(false);
  });
});
