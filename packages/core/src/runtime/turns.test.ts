import { describe, expect, it } from 'vitest';
import { createTurns } from './turns';

/** A turn that ends when the test says so. */
function held() {
  let end!: (value: string) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<string>((resolve, reject) => {
    end = resolve;
    fail = reject;
  });
  return { promise, end, fail };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createTurns', () => {
  it('runs one turn at a time, in order, each once the one before has ended', async () => {
    const turns = createTurns();
    const log: string[] = [];
    const first = held();
    const second = held();
    const a = turns.take(() => (log.push('a'), first.promise));
    const b = turns.take(() => (log.push('b'), second.promise));
    const c = turns.take(async () => (log.push('c'), 'c'));
    expect(log).toEqual(['a']);
    first.end('a');
    await expect(a).resolves.toBe('a');
    await flush();
    expect(log).toEqual(['a', 'b']);
    second.fail(new Error('closed'));
    await expect(b).rejects.toThrow('closed');
    await expect(c).resolves.toBe('c');
    expect(log).toEqual(['a', 'b', 'c']);
  });

  it('drops a waiting turn whose signal aborts, at once and with its reason; the next one takes its place', async () => {
    const turns = createTurns();
    const first = held();
    const log: string[] = [];
    void turns.take(() => first.promise);
    const controller = new AbortController();
    const dropped = turns.take(async () => (log.push('dropped'), 'x'), controller.signal);
    const next = turns.take(async () => (log.push('next'), 'next'));
    controller.abort(new Error('gone'));
    await expect(dropped).rejects.toThrow('gone');
    first.end('a');
    await expect(next).resolves.toBe('next');
    expect(log).toEqual(['next']);
  });

  it('refuses a turn whose signal has already aborted, and a run that throws ends its turn', async () => {
    const turns = createTurns();
    await expect(
      turns.take(async () => 'never', AbortSignal.abort(new Error('before'))),
    ).rejects.toThrow('before');
    await expect(
      turns.take(() => {
        throw new Error('no document');
      }),
    ).rejects.toThrow('no document');
    await expect(turns.take(async () => 'after')).resolves.toBe('after');
  });
});
