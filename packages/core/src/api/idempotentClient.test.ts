import { createClient, idempotentClient, newIdempotencyKey } from './client';

describe('newIdempotencyKey', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a random UUID where the browser has randomUUID', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
  });

  it('falls back to 128 bits of getRandomValues outside a secure context, never Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    const first = newIdempotencyKey();
    expect(first).toMatch(/^\d+-\d+-\d+-\d+$/);
    expect(newIdempotencyKey()).not.toBe(first);
    expect(random).not.toHaveBeenCalled();
  });
});

describe('idempotentClient', () => {
  /** A client whose fetch answers in turn with `outcomes`: a status, or a failure before any answer. */
  function clientAnswering(...outcomes: (number | 'offline' | 'abort')[]) {
    const keys: (string | null)[] = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init: RequestInit = {}) => {
      keys.push(new Headers(init.headers).get('Idempotency-Key'));
      const outcome = outcomes.shift() ?? 204;
      if (outcome === 'offline') throw new TypeError('Failed to fetch');
      if (outcome === 'abort') throw new DOMException('The user aborted a request.', 'AbortError');
      return new Response(null, { status: outcome });
    });
    const client = createClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    const send = idempotentClient(client);
    const trigger = () => send.request({ method: 'POST', path: '/trigger', headers: { A: 'b' } });
    return { client, send, trigger, keys, fetch };
  }

  it('gives each action a new key once the server has answered, success or error', async () => {
    const { trigger, keys } = clientAnswering(204, 500, 204);
    await trigger();
    await expect(trigger()).rejects.toMatchObject({ status: 500 });
    await trigger();
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(3);
  });

  it('keeps the key for the retry of an action that got no answer: network failure, time-out, abort', async () => {
    vi.useFakeTimers();
    try {
      const { trigger, keys } = clientAnswering('offline', 'abort', 204, 204);
      await expect(trigger()).rejects.toMatchObject({ code: 'network.error', status: 0 });
      await expect(trigger()).rejects.toMatchObject({ name: 'AbortError' });
      await trigger();
      expect(new Set(keys).size).toBe(1);
      // Answered at last: the next action is a new one.
      await trigger();
      expect(keys[3]).not.toBe(keys[0]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the key across a time-out the user retries', async () => {
    vi.useFakeTimers();
    try {
      const keys: (string | null)[] = [];
      const fetch = (_url: RequestInfo | URL, init: RequestInit = {}) => {
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        return keys.length === 1
          ? new Promise<Response>(() => undefined)
          : Promise.resolve(new Response(null, { status: 204 }));
      };
      const send = idempotentClient(createClient({ fetch, requestTimeoutMs: 1000 }));
      const first = send.request({ method: 'POST', path: '/trigger' });
      const failed = expect(first).rejects.toMatchObject({ code: 'request.timeout' });
      await vi.advanceTimersByTimeAsync(1000);
      await failed;
      await send.request({ method: 'POST', path: '/trigger' });
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps the call's own headers and the plain client's calls keyless; the key never shows in an error", async () => {
    const { client, trigger, keys, fetch } = clientAnswering('offline', 204);
    const error = await trigger().catch((cause: unknown) => cause);
    expect(new Headers(fetch.mock.calls[0]![1]!.headers).get('A')).toBe('b');
    expect(JSON.stringify(error)).not.toContain(keys[0]);
    expect(String(error)).not.toContain(keys[0]);
    await client.request({ method: 'POST', path: '/verify' });
    expect(keys[1]).toBeNull();
  });
});
