import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPoller, type PollOutcome } from './poller';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const pending = { kind: 'pending' } as const;

function setup(
  answers: Array<PollOutcome<string> | Error>,
  extra: Partial<Parameters<typeof createPoller<string>>[0]> = {},
) {
  const poll = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (next instanceof Error) throw next;
    return next;
  });
  const callbacks = {
    onDone: vi.fn(),
    onFailed: vi.fn(),
    onExhausted: vi.fn(),
    onPending: vi.fn(),
  };
  const poller = createPoller<string>({
    poll,
    intervalMs: 1000,
    maxAttempts: 5,
    ...callbacks,
    ...extra,
  });
  return { poll, poller, ...callbacks };
}

describe('createPoller', () => {
  it('polls at once, then one interval after each pending answer', async () => {
    const { poll, poller } = setup([pending]);
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('stops at the limit and says so', async () => {
    const { poll, poller, onExhausted, onPending } = setup([pending]);
    poller.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).toHaveBeenCalledTimes(5);
    expect(onPending).toHaveBeenLastCalledWith(5);
    expect(onExhausted).toHaveBeenCalledTimes(1);
  });

  it('finishes on done with its value', async () => {
    const { poll, poller, onDone } = setup([pending, { kind: 'done', value: 'ok' }]);
    poller.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onDone).toHaveBeenCalledWith('ok');
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('counts non-fatal errors as pending and ends on fatal ones', async () => {
    const transient = new Error('503');
    const fatal = new Error('404');
    const { poll, poller, onFailed } = setup([transient, fatal], {
      classifyError: (error) => (error === fatal ? 'fatal' : 'pending'),
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(onFailed).toHaveBeenCalledWith(fatal);
  });

  it('polls now on request, without a second request in flight', async () => {
    const { poll, poller } = setup([pending], { delayFirst: true });
    poller.start();
    expect(poll).not.toHaveBeenCalled();
    poller.pollNow();
    poller.pollNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('makes no request and calls nothing after stop', async () => {
    let answer!: (outcome: PollOutcome<string>) => void;
    const poll = vi.fn(() => new Promise<PollOutcome<string>>((resolve) => (answer = resolve)));
    const onDone = vi.fn();
    const poller = createPoller({
      poll,
      intervalMs: 1000,
      maxAttempts: 10,
      onDone,
      onFailed: vi.fn(),
    });
    poller.start();
    poller.stop();
    answer({ kind: 'done', value: 'late' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
    expect(poll.mock.calls[0]).toBeDefined();
  });
});
