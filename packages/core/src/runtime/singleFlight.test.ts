import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLifetime } from './lifetime';
import { createSingleFlight, newIdempotencyKey } from './singleFlight';

/** A call the test answers: `answer` resolves it, `fail` rejects it. */
function pending<T>() {
  let answer!: (value: T) => void;
  let fail!: (cause: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { promise, answer, fail };
}

describe('createSingleFlight', () => {
  it('runs one call at a time and hands its answer to done, with the run’s signal', async () => {
    const life = createLifetime();
    const flight = createSingleFlight(life);
    const call = pending<string>();
    const work = vi.fn((_signal: AbortSignal) => call.promise);
    const done = vi.fn((value: string) => `done ${value}`);
    const failed = vi.fn();
    const first = flight.run(work, done, failed);
    expect(flight.busy).toBe(true);
    // A double click: ignored while the first is on its way.
    expect(await flight.run(work, done, failed)).toBeUndefined();
    expect(work).toHaveBeenCalledTimes(1);
    expect(work.mock.calls[0]![0]).toBe(life.signal);
    call.answer('a');
    expect(await first).toBe('done a');
    expect(done).toHaveBeenCalledWith('a');
    expect(failed).not.toHaveBeenCalled();
    expect(flight.busy).toBe(false);
  });

  it('hands a failure, and a failure of done, to failed', async () => {
    const flight = createSingleFlight(createLifetime());
    const refused = new Error('refused');
    const failed = vi.fn(() => 'ignored');
    expect(await flight.run(() => Promise.reject(refused), vi.fn(), failed)).toBeUndefined();
    expect(failed).toHaveBeenLastCalledWith(refused);
    const thrown = new Error('host callback');
    await flight.run(
      () => Promise.resolve(1),
      () => {
        throw thrown;
      },
      failed,
    );
    expect(failed).toHaveBeenLastCalledWith(thrown);
  });

  it('a restart frees the flight at once, and the old run’s answer reaches no one', async () => {
    const life = createLifetime();
    const flight = createSingleFlight(life);
    const old = pending<string>();
    const done = vi.fn();
    const failed = vi.fn();
    void flight.run(() => old.promise, done, failed);
    life.restart();
    expect(flight.busy).toBe(false);
    const next = pending<string>();
    const second = flight.run(() => next.promise, done, failed);
    expect(flight.busy).toBe(true);
    old.answer('old');
    await Promise.resolve();
    // The old call settling does not free the new run's flight.
    expect(flight.busy).toBe(true);
    next.answer('new');
    await second;
    expect(done.mock.calls).toEqual([['new']]);
  });

  it('an ended run starts nothing, and a failure after the end reaches no one', async () => {
    const life = createLifetime();
    const flight = createSingleFlight(life);
    const call = pending<string>();
    const failed = vi.fn();
    const first = flight.run(() => call.promise, vi.fn(), failed);
    life.end();
    call.fail(new Error('late'));
    await first;
    expect(failed).not.toHaveBeenCalled();
    const work = vi.fn(() => Promise.resolve(''));
    await flight.run(work, vi.fn(), failed);
    expect(work).not.toHaveBeenCalled();
  });

  it('an abort while the run goes on is no failure: it goes to aborted', async () => {
    const flight = createSingleFlight(createLifetime());
    const failed = vi.fn();
    const aborted = vi.fn();
    const abort = () => Promise.reject(new DOMException('closed', 'AbortError'));
    await flight.run(abort, vi.fn(), failed);
    await flight.run(abort, vi.fn(), failed, aborted);
    expect(failed).not.toHaveBeenCalled();
    expect(aborted).toHaveBeenCalledTimes(1);
    expect(flight.busy).toBe(false);
  });
});

describe('newIdempotencyKey', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is 128 bits of getRandomValues, also outside a secure context, never Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^\d+-\d+-\d+-\d+$/);
    expect(random).not.toHaveBeenCalled();
  });
});

describe("the action's key (Idempotency-Key, API.md §7)", () => {
  /** Runs `outcomes` in turn through one flight and lists the key each call was given. */
  async function keysOf(...outcomes: (number | 'network' | 'abort' | 'answered')[]) {
    const flight = createSingleFlight(createLifetime());
    const keys: string[] = [];
    for (const outcome of outcomes)
      await flight.run(
        async (_signal, key) => {
          keys.push(key);
          if (outcome === 'network') throw Object.assign(new Error('network'), { status: 0 });
          if (outcome === 'abort') throw new DOMException('aborted', 'AbortError');
          if (outcome !== 'answered') throw Object.assign(new Error('answer'), { status: outcome });
        },
        () => undefined,
        () => undefined,
      );
    return keys;
  }

  it('gives each action a new key once the server has answered, success or error', async () => {
    const keys = await keysOf('answered', 500, 'answered');
    for (const key of keys) expect(key).toMatch(/^\d+-\d+-\d+-\d+$/);
    expect(new Set(keys).size).toBe(3);
  });

  it('keeps the key for the retry of an action that got no answer (network failure, time-out, abort)', async () => {
    const keys = await keysOf('network', 'abort', 'answered', 'answered');
    expect(keys.slice(0, 3)).toEqual([keys[0], keys[0], keys[0]]);
    // Answered at last: the next action is a new one.
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('keeps it across a remount: a run the lifetime cut off is tried again with its key', async () => {
    const life = createLifetime();
    const flight = createSingleFlight(life);
    const keys: string[] = [];
    const call = pending<void>();
    const first = flight.run(
      (_signal, key) => (keys.push(key), call.promise),
      () => undefined,
      () => undefined,
    );
    life.restart();
    call.fail(new DOMException('aborted', 'AbortError'));
    await first;
    await flight.run(
      async (_signal, key) => void keys.push(key),
      () => undefined,
      () => undefined,
    );
    expect(keys[1]).toBe(keys[0]);
  });
});
