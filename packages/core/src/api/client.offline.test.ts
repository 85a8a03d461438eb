import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeConnectivity } from '../../test/fakeConnectivity';
import { clientErrorCodes, GatehouseError } from '../errors/gatehouseError';
import { createClient } from './client';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

interface Sent {
  body: unknown;
  headers: Headers;
}

/**
 * A client on a fake connectivity whose fetch records what it sends and answers from `answer`;
 * a call to `answer` that throws is a fetch failing with no answer.
 */
function offlineClient(answer: (sent: Sent) => Response | Promise<Response>, online = false) {
  const network = fakeConnectivity(online);
  const sent: Sent[] = [];
  const client = createClient({
    connectivity: network.connectivity,
    requestTimeoutMs: 1000,
    fetch: async (_input, init = {}) => {
      const call = { body: JSON.parse(String(init.body)), headers: new Headers(init.headers) };
      sent.push(call);
      return answer(call);
    },
  });
  return { client, sent, ...network };
}

const trigger = (signal?: AbortSignal) => ({
  method: 'POST' as const,
  path: '/gateway/v1/one-time-token/sms/trigger',
  ott: 'ott-1',
  idempotencyKey: 'key-1',
  body: { phoneNumberId: 7 },
  signal,
});

const ok = () => new Response(null, { status: 204 });

describe('a call while the browser is offline', () => {
  it('waits, counted, with nothing sent, and goes once the browser is back online', async () => {
    const { client, sent, goOffline, goOnline } = offlineClient(ok);
    const answered = vi.fn();
    void client.request(trigger()).then(answered);
    await vi.advanceTimersByTimeAsync(60_000);
    goOffline();
    expect(sent).toHaveLength(0);
    expect(client.networkWaits.count).toBe(1);
    goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('Idempotency-Key')).toBe('key-1');
    expect(answered).toHaveBeenCalledWith(expect.objectContaining({ status: 204 }));
    expect(client.networkWaits.count).toBe(0);
  });

  it('that fails with no answer as the browser goes offline goes again once online, unchanged', async () => {
    const network = { first: true };
    const { client, sent, goOffline, goOnline } = offlineClient(() => {
      if (!network.first) return ok();
      network.first = false;
      goOffline();
      throw new TypeError('Failed to fetch');
    }, true);
    const call = client.request(trigger());
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(client.networkWaits.count).toBe(1);
    goOnline();
    await expect(call).resolves.toMatchObject({ status: 204 });
    expect(sent).toHaveLength(2);
    const [first, again] = sent as [Sent, Sent];
    expect(again.body).toEqual(first.body);
    for (const name of ['Idempotency-Key', 'One-Time-Token', 'Content-Type'])
      expect(again.headers.get(name)).toBe(first.headers.get(name));
    expect(again.headers.get('Idempotency-Key')).toBe('key-1');
  });

  it('that fails with no answer while the browser says it is online fails as today: the network error, once', async () => {
    const { client, sent } = offlineClient(() => {
      throw new TypeError('Failed to fetch');
    }, true);
    const error = await client.request(trigger()).catch((cause: unknown) => cause);
    expect(error).toBeInstanceOf(GatehouseError);
    expect((error as GatehouseError).code).toBe(clientErrorCodes.network);
    expect(sent).toHaveLength(1);
    expect(client.networkWaits.count).toBe(0);
  });

  it('that gets an answer keeps it, even an error, whatever the browser says', async () => {
    const { client, sent, goOffline } = offlineClient(() => {
      goOffline();
      return new Response(JSON.stringify({ code: 'otp.limit' }), { status: 429 });
    }, true);
    const error = await client.request(trigger()).catch((cause: unknown) => cause);
    expect((error as GatehouseError).status).toBe(429);
    expect(sent).toHaveLength(1);
  });

  it('ends its wait on an abort: no request, the abort as the reason, nothing counted', async () => {
    const { client, sent, listeners, goOnline } = offlineClient(ok);
    const controller = new AbortController();
    const call = client.request(trigger(controller.signal));
    const failed = expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(5000);
    controller.abort();
    await failed;
    expect(client.networkWaits.count).toBe(0);
    expect(listeners.size).toBe(0);
    goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(0);
  });

  it('starts its time limit when it goes, not while it waits', async () => {
    // The server takes 900 ms of the 1000 ms limit; the wait offline was far longer.
    const { client, goOnline } = offlineClient(
      () => new Promise<Response>((resolve) => setTimeout(() => resolve(ok()), 900)),
    );
    const call = client.request(trigger());
    await vi.advanceTimersByTimeAsync(10_000);
    goOnline();
    await vi.advanceTimersByTimeAsync(900);
    await expect(call).resolves.toMatchObject({ status: 204 });
  });

  it('that runs out of time while the browser says it is offline goes again once online', async () => {
    let answer: () => Response | Promise<Response> = () => new Promise<Response>(() => {});
    const { client, sent, goOffline, goOnline } = offlineClient(() => answer(), true);
    const call = client.request(trigger());
    goOffline();
    await vi.advanceTimersByTimeAsync(1000);
    expect(client.networkWaits.count).toBe(1);
    answer = ok;
    goOnline();
    await expect(call).resolves.toMatchObject({ status: 204 });
    expect(sent).toHaveLength(2);
  });
});
