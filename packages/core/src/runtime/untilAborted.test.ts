import { describe, expect, it, vi } from 'vitest';
import { untilAborted } from './untilAborted';

describe('untilAborted', () => {
  it('settles like the work while the signal stays quiet, and removes its listener', async () => {
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    await expect(untilAborted(Promise.resolve(7), controller.signal)).resolves.toBe(7);
    await expect(
      untilAborted(Promise.reject(new Error('boom')), controller.signal),
    ).rejects.toThrow('boom');
    expect(remove).toHaveBeenCalledTimes(2);
  });

  it("rejects with the signal's reason as soon as it aborts, though the work never settles", async () => {
    const controller = new AbortController();
    const raced = untilAborted(new Promise<never>(() => undefined), controller.signal);
    controller.abort(new Error('gone'));
    await expect(raced).rejects.toThrow('gone');
  });

  it('rejects at once for a signal already aborted; the late rejection of the work reaches nobody', async () => {
    const reason = new Error('before');
    await expect(
      untilAborted(Promise.reject(new Error('late')), AbortSignal.abort(reason)),
    ).rejects.toBe(reason);
  });

  it('is the work itself without a signal', () => {
    const work = Promise.resolve('x');
    expect(untilAborted(work, undefined)).toBe(work);
  });
});
