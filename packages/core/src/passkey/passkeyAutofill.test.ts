import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../api/client';
import type { PasskeyAssertion, PasskeyRequestOptions } from '../api/passkeyOptions';
import { createPasskeyAutofill, passkeyAutofillRefreshMs } from './passkeyAutofill';

const assertion: PasskeyAssertion = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'c', authenticatorData: 'a', signature: 's' },
  clientExtensionResults: {},
};

function setup(timeout: number | undefined, answer?: () => Response) {
  let served = 0;
  const client = createClient({
    fetch: async () => {
      served += 1;
      return (
        answer?.() ??
        new Response(
          JSON.stringify({
            data: {
              loginOptions: {
                challenge: `chal-${served}`,
                ...(timeout === undefined ? {} : { timeout }),
              },
              passkeyOptionsId: `po-${served}`,
            },
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        )
      );
    },
  });
  const rounds: Array<{
    options: PasskeyRequestOptions;
    signal: AbortSignal;
    resolve: (a: PasskeyAssertion) => void;
    reject: (e: unknown) => void;
  }> = [];
  const ceremony = vi.fn(
    (options: PasskeyRequestOptions, how: { conditional: boolean; signal: AbortSignal }) =>
      new Promise<PasskeyAssertion>((resolve, reject) => {
        rounds.push({ options, signal: how.signal, resolve, reject });
        how.signal.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      }),
  );
  const onAssertion = vi.fn();
  const onError = vi.fn();
  const autofill = createPasskeyAutofill({ client, ceremony, onAssertion, onError });
  return { autofill, ceremony, rounds, onAssertion, onError, served: () => served };
}

/** Lets pending fetches settle without moving the fake clock (vi.waitFor would advance it). */
async function until(check: () => void) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

describe('passkeyAutofillRefreshMs', () => {
  it('is max(timeout, 5000) − 500', () => {
    expect(passkeyAutofillRefreshMs(60_000)).toBe(59_500);
    expect(passkeyAutofillRefreshMs(5_000)).toBe(4_500);
    expect(passkeyAutofillRefreshMs(1_000)).toBe(4_500);
    expect(passkeyAutofillRefreshMs(undefined)).toBe(4_500);
    expect(passkeyAutofillRefreshMs(Number.NaN)).toBe(4_500);
  });
});

describe('createPasskeyAutofill', () => {
  beforeEach(() => {
    // setImmediate stays real: the fetch answers settle on it, and no timer of ours uses it.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves a conditional request pending and renews it with fresh options at timeout − 500 ms', async () => {
    const { autofill, ceremony, rounds, served } = setup(10_000);
    autofill.start();
    await until(() => expect(ceremony).toHaveBeenCalledTimes(1));
    expect(rounds[0]?.options.challenge).toBe('chal-1');

    await vi.advanceTimersByTimeAsync(9_499);
    expect(served()).toBe(1);
    expect(rounds[0]?.signal.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(rounds[0]?.signal.aborted).toBe(true);
    await until(() => expect(ceremony).toHaveBeenCalledTimes(2));
    expect(rounds[1]?.options.challenge).toBe('chal-2');
    expect(served()).toBe(2);

    await vi.advanceTimersByTimeAsync(9_500);
    await until(() => expect(ceremony).toHaveBeenCalledTimes(3));
    autofill.stop();
  });

  it('renews at 4500 ms when the server gives a short or no timeout', async () => {
    const { autofill, ceremony } = setup(undefined);
    autofill.start();
    await until(() => expect(ceremony).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(4_499);
    expect(ceremony).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => expect(ceremony).toHaveBeenCalledTimes(2));
    autofill.stop();
  });

  it('hands over the picked passkey once and stops', async () => {
    const { autofill, rounds, onAssertion, ceremony } = setup(60_000);
    autofill.start();
    await until(() => expect(rounds).toHaveLength(1));
    rounds[0]?.resolve(assertion);
    await until(() =>
      expect(onAssertion).toHaveBeenCalledWith(
        assertion,
        'po-1',
        expect.objectContaining({ challenge: expect.any(String) }),
      ),
    );
    expect(autofill.running).toBe(false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(ceremony).toHaveBeenCalledTimes(1);
  });

  it('stop() aborts the pending request and no refresh follows', async () => {
    const { autofill, rounds, ceremony, onError, served } = setup(6_000);
    autofill.start();
    autofill.start();
    await until(() => expect(rounds).toHaveLength(1));
    autofill.stop();
    autofill.stop();
    expect(rounds[0]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ceremony).toHaveBeenCalledTimes(1);
    expect(served()).toBe(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('stopped before the options arrive: no ceremony at all', async () => {
    const { autofill, ceremony } = setup(6_000);
    autofill.start();
    autofill.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ceremony).not.toHaveBeenCalled();
  });

  it('reports a failed options call or ceremony once and stops', async () => {
    const failing = setup(6_000, () => new Response('', { status: 503 }));
    failing.autofill.start();
    await until(() => expect(failing.onError).toHaveBeenCalledTimes(1));
    expect(failing.onError.mock.calls[0]?.[0]).toMatchObject({
      code: 'unexpected.error',
      status: 503,
    });
    expect(failing.ceremony).not.toHaveBeenCalled();
    expect(failing.autofill.running).toBe(false);

    const refused = setup(6_000);
    refused.autofill.start();
    await until(() => expect(refused.rounds).toHaveLength(1));
    refused.rounds[0]?.reject(new DOMException('nope', 'NotAllowedError'));
    await until(() => expect(refused.onError).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refused.ceremony).toHaveBeenCalledTimes(1);
  });
});
