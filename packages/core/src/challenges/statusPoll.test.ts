import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeOrigin, fakeVisibility } from '../../test/fakeTabs';
import { createClient } from '../api/client';
import { GatehouseError } from '../errors/gatehouseError';
import { createStatusWait } from './statusPoll';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const origin = fakeOrigin();
  const tabs = origin.tab();
  const { visibility } = fakeVisibility();
  const client = createClient({ tabs, visibility, fetch: vi.fn() });
  return { origin, wait: createStatusWait(client, 'push:ott-secret') };
}

describe('createStatusWait', () => {
  it("polls on the client's clock, one poll at a time: a new one stops the one that ran", async () => {
    const { wait } = setup();
    const first = vi.fn(() => Promise.resolve({ kind: 'pending' as const }));
    const second = vi.fn(() => Promise.resolve({ kind: 'pending' as const }));
    const options = { intervalMs: 1000, maxAttempts: 10, onDone: vi.fn(), onFailed: vi.fn() };
    const poller = wait.poll({ ...options, poll: first });
    expect(wait.poller).toBe(poller);
    await vi.advanceTimersByTimeAsync(0);
    expect(first).toHaveBeenCalledTimes(1);
    wait.poll({ ...options, poll: second });
    await vi.advanceTimersByTimeAsync(3000);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(4);
    wait.stop();
    expect(wait.poller).toBeNull();
    await vi.advanceTimersByTimeAsync(3000);
    expect(second).toHaveBeenCalledTimes(4);
  });

  it('a 400, 401 or 404 ends a poll, other failures count as pending, unless the poll says otherwise', async () => {
    const { wait } = setup();
    const refused = (status: number) => () =>
      Promise.reject(new GatehouseError({ status, code: 'x' }));
    const onFailed = vi.fn();
    const options = { intervalMs: 1000, maxAttempts: 3, onDone: vi.fn(), onFailed };
    wait.poll({ ...options, poll: refused(503) });
    await vi.advanceTimersByTimeAsync(0);
    expect(onFailed).not.toHaveBeenCalled();
    wait.poll({ ...options, poll: refused(401) });
    await vi.advanceTimersByTimeAsync(0);
    expect(onFailed).toHaveBeenCalledTimes(1);
    wait.poll({ ...options, poll: refused(503), classifyError: () => 'fatal' });
    await vi.advanceTimersByTimeAsync(0);
    expect(onFailed).toHaveBeenCalledTimes(2);
  });

  it("joins the tabs' shared wait on its key, and leaves it", async () => {
    const { origin, wait } = setup();
    const trigger = vi.fn(() => Promise.resolve('ch-1'));
    const follow = vi.fn();
    expect(wait.joined).toBe(false);
    wait.join(trigger, follow);
    expect(wait.joined).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(trigger).toHaveBeenCalledTimes(1);
    expect(follow).toHaveBeenCalledWith('ch-1');
    wait.leave();
    expect(wait.joined).toBe(false);
    expect(origin.listeners.size).toBe(0);
    expect(origin.queued()).toBe(0);
  });
});
