import type { Clock } from '../runtime/clock';
import { retriedRequest, RetryLimitError } from './retriedRequest';

/** A `send` answering the given statuses in turn, then the last one forever. */
function sender(...statuses: number[]) {
  let index = 0;
  return vi.fn(async (_signal: AbortSignal | undefined) => {
    const status = statuses[Math.min(index, statuses.length - 1)]!;
    index += 1;
    return { status, attempt: index };
  });
}

async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

describe('retriedRequest (SPEC.md §9: 10 attempts, 1 s apart, retry on 202)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls exactly 10 times while the answer stays 202, then rejects with RetryLimitError', async () => {
    const send = sender(202);
    const result = settle(retriedRequest(send));
    await vi.advanceTimersByTimeAsync(60_000);
    const { error } = await result;
    expect(send).toHaveBeenCalledTimes(10);
    expect(error).toBeInstanceOf(RetryLimitError);
    expect(error).toMatchObject({ name: 'RetryLimitError', attempts: 10 });
  });

  it('gives up right after the last attempt, without a final wait', async () => {
    const send = sender(202);
    const result = settle(retriedRequest(send));
    // Nine waits of 1 s separate ten attempts.
    await vi.advanceTimersByTimeAsync(9_000);
    expect(send).toHaveBeenCalledTimes(10);
    expect((await result).error).toBeInstanceOf(RetryLimitError);
  });

  it('stops at the first answer that is not 202 and resolves with it', async () => {
    const send = sender(202, 202, 200, 202);
    const result = settle(retriedRequest(send));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(3);
    expect((await result).value).toEqual({ status: 200, attempt: 3 });
  });

  it('resolves at once, with a single call, when the first answer is final', async () => {
    const send = sender(204);
    await expect(retriedRequest(send)).resolves.toEqual({ status: 204, attempt: 1 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not retry on other statuses, even errors: only "not yet" answers repeat', async () => {
    const send = sender(500);
    await expect(retriedRequest(send)).resolves.toMatchObject({ status: 500 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('waits 1000 ms between attempts: no second call at 999 ms', async () => {
    const send = sender(202, 200);
    const result = settle(retriedRequest(send));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect((await result).value).toMatchObject({ status: 200 });
  });

  it('honours custom attempts, delay and statuses', async () => {
    const send = sender(206);
    const result = settle(retriedRequest(send, { attempts: 3, delayMs: 250, retryOn: [206] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(249);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(250);
    expect(send).toHaveBeenCalledTimes(3);
    const { error } = await result;
    expect(error).toBeInstanceOf(RetryLimitError);
    expect((error as RetryLimitError).attempts).toBe(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('with a custom retryOn, 202 becomes a final answer', async () => {
    const send = sender(202);
    await expect(retriedRequest(send, { retryOn: [409] })).resolves.toMatchObject({ status: 202 });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('passes the signal to every attempt', async () => {
    const controller = new AbortController();
    const send = sender(202, 200);
    const result = settle(retriedRequest(send, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(1000);
    await result;
    expect(send.mock.calls).toEqual([[controller.signal], [controller.signal]]);
  });

  it('rejects with the abort reason when aborted during the wait, and calls no more', async () => {
    const controller = new AbortController();
    const send = sender(202);
    const result = settle(retriedRequest(send, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(500);
    expect(send).toHaveBeenCalledTimes(1);
    controller.abort();
    const { error } = await result;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(error).not.toBeInstanceOf(RetryLimitError);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits on an injected clock when given one', async () => {
    const waits: number[] = [];
    const clock: Clock = {
      now: () => 0,
      setTimeout: (callback, ms) => {
        waits.push(ms);
        queueMicrotask(callback);
        return waits.length;
      },
      clearTimeout: () => {},
    };
    const send = sender(202, 202, 200);
    await expect(retriedRequest(send, { clock, delayMs: 1234 })).resolves.toMatchObject({
      status: 200,
    });
    expect(waits).toEqual([1234, 1234]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
