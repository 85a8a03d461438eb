import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { $ZodError, globalConfig } from 'zod/v4/core';
import { triggerOtp, verifyCode } from '../challenges/code/codeCalls';
import { GatehouseError } from '../errors/gatehouseError';
import { createClient, type Client } from './client';
import type { GatehouseConfig } from './config';
import { login } from './login';
import { getOneTimeTokenStatus } from './oneTimeToken';
import * as z from './schema';
import { exchangeToken } from './tokenExchange';

interface Call {
  url: string;
  init: RequestInit;
  headers: Headers;
  body: unknown;
}

/** A fetch that records every call and answers with `respond`. */
function fakeFetch(
  respond: (call: Call) => Response | Promise<Response> = () => new Response(null, { status: 204 }),
) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = {
      url: String(input),
      init,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    return respond(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function clientWith(
  respond?: (call: Call) => Response | Promise<Response>,
  config: GatehouseConfig = {},
) {
  const { fetch, calls } = fakeFetch(respond);
  return { client: createClient({ fetch, ...config }), calls };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

async function gatehouseFailure(promise: Promise<unknown>): Promise<GatehouseError> {
  const error = await failure(promise);
  expect(error).toBeInstanceOf(GatehouseError);
  return error as GatehouseError;
}

const tokenStatus = {
  oneTimeTokenProperties: { oneTimeToken: 'ott-1', actionType: 'IDENTITY__LOGIN', challenges: [] },
};

const loginAnswer = { data: { oneTimeTokenProperties: { oneTimeToken: 'ott-1' } } };

/** One entry per endpoint function: a call, and the answer that makes it succeed. */
const endpoints: Array<{
  name: string;
  ott: string | undefined;
  answer: () => Response;
  call: (c: Client) => Promise<unknown>;
}> = [
  {
    name: 'login',
    ott: undefined,
    answer: () => json(loginAnswer),
    call: (c) => login(c, { email: 'a@b.co', password: 'pw' }),
  },
  {
    name: 'getOneTimeTokenStatus',
    ott: 'ott-status',
    answer: () => json(tokenStatus),
    call: (c) => getOneTimeTokenStatus(c, 'ott-status'),
  },
  {
    name: 'triggerOtp',
    ott: 'ott-trigger',
    answer: () => new Response(null, { status: 204 }),
    call: (c) => triggerOtp(c, { ott: 'ott-trigger', channel: 'SMS', phoneNumberId: 11 }),
  },
  {
    name: 'verifyCode',
    ott: 'ott-verify',
    answer: () => new Response(null, { status: 204 }),
    call: (c) => verifyCode(c, { ott: 'ott-verify', type: 'TOTP', code: '123456' }),
  },
  {
    name: 'exchangeToken',
    ott: undefined,
    answer: () => json({ location: '/home' }),
    call: (c) => exchangeToken(c, 'ott-x'),
  },
  {
    name: 'request',
    ott: undefined,
    answer: () => new Response(null, { status: 204 }),
    call: (c) => c.request({ method: 'GET', path: '/x' }),
  },
];

describe('createClient headers (API.md §2)', () => {
  it.each(endpoints)('$name sends the default headers', async ({ answer, call, ott }) => {
    const { client, calls } = clientWith(answer);
    await call(client);
    expect(calls).toHaveLength(1);
    const { headers } = calls[0]!;
    expect(headers.get('Accept-Language')).toBe('en-GB');
    expect(headers.get('X-Client-Id')).toBe('gatehouse-web');
    expect(headers.get('X-Access-Token')).toBe('gatehouse-web-access');
    expect(headers.get('One-Time-Token')).toBe(ott ?? null);
    // Unknown guest and profiler context: the headers are left out, not sent empty.
    expect(headers.has('X-Guest-Id')).toBe(false);
    expect(headers.has('X-Profiler-Ggow')).toBe(false);
    expect(headers.has('X-Profiler-Mosc')).toBe(false);
  });

  it.each(endpoints)(
    '$name sends configured values instead of the defaults',
    async ({ answer, call }) => {
      const { client, calls } = clientWith(answer, {
        locale: 'de-AT',
        clientId: 'partner-web',
        accessToken: 'partner-access',
        guestId: 'guest-42',
        profilerContext: { ggow: 'g-1', mosc: 'm-1' },
      });
      await call(client);
      const { headers } = calls[0]!;
      expect(headers.get('Accept-Language')).toBe('de-AT');
      expect(headers.get('X-Client-Id')).toBe('partner-web');
      expect(headers.get('X-Access-Token')).toBe('partner-access');
      expect(headers.get('X-Guest-Id')).toBe('guest-42');
      expect(headers.get('X-Profiler-Ggow')).toBe('g-1');
      expect(headers.get('X-Profiler-Mosc')).toBe('m-1');
    },
  );

  it('sends only the profiler header that is known', async () => {
    const { client, calls } = clientWith(undefined, { profilerContext: { mosc: 'm-only' } });
    await client.request({ method: 'GET', path: '/x' });
    expect(calls[0]!.headers.get('X-Profiler-Mosc')).toBe('m-only');
    expect(calls[0]!.headers.has('X-Profiler-Ggow')).toBe(false);
  });

  it('leaves One-Time-Token out when the token is an empty string', async () => {
    const { client, calls } = clientWith();
    await client.request({ method: 'POST', path: '/x', ott: '' });
    expect(calls[0]!.headers.has('One-Time-Token')).toBe(false);
  });

  it("sends the action's idempotencyKey as the Idempotency-Key header, and none without one", async () => {
    const { client, calls } = clientWith();
    await client.request({ method: 'POST', path: '/x', idempotencyKey: 'k-1' });
    await client.request({ method: 'POST', path: '/x' });
    expect(calls[0]!.headers.get('Idempotency-Key')).toBe('k-1');
    expect(calls[1]!.headers.has('Idempotency-Key')).toBe(false);
  });

  it('adds per-call headers and a JSON content type only when there is a body', async () => {
    const { client, calls } = clientWith();
    await client.request({
      method: 'POST',
      path: '/a',
      body: { x: 1 },
      headers: { 'Time-Zone': 'Europe/London' },
    });
    await client.request({ method: 'GET', path: '/b' });
    expect(calls[0]!.headers.get('Time-Zone')).toBe('Europe/London');
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"x":1}');
    expect(calls[1]!.headers.has('Content-Type')).toBe(false);
    expect(calls[1]!.init.body).toBeUndefined();
  });
});

describe('createClient config', () => {
  it('prefixes apiBaseUrl and builds {identity} from the identity host, dropping trailing slashes', async () => {
    const { client, calls } = clientWith(() => json(tokenStatus), {
      apiBaseUrl: 'https://api.example.com/',
      identityHost: '/id/',
    });
    expect(client.identityPath('/one-time-token/status')).toBe(
      '/id/identity/api/v1/one-time-token/status',
    );
    await getOneTimeTokenStatus(client, 'ott-1');
    expect(calls[0]!.url).toBe(
      'https://api.example.com/id/identity/api/v1/one-time-token/status?viewType=FULL',
    );
  });

  it('defaults to the same origin and the /gateway identity host', async () => {
    const { client, calls } = clientWith(() => json(tokenStatus));
    await getOneTimeTokenStatus(client, 'ott-1');
    expect(calls[0]!.url).toBe('/gateway/identity/api/v1/one-time-token/status?viewType=FULL');
    expect(client.config.language).toBe('en');
  });

  it('sends credentials same-origin by default and omit on the token status call', async () => {
    const { client, calls } = clientWith((call) =>
      call.url.includes('status') ? json(tokenStatus) : new Response(null, { status: 204 }),
    );
    await client.request({ method: 'GET', path: '/x' });
    await getOneTimeTokenStatus(client, 'ott-1');
    expect(calls[0]!.init.credentials).toBe('same-origin');
    expect(calls[1]!.init.credentials).toBe('omit');
  });

  it('switches zod to jitless mode, for hosts whose CSP forbids new Function', () => {
    const before = globalConfig.jitless;
    globalConfig.jitless = false;
    try {
      createClient();
      expect(globalConfig.jitless).toBe(true);
    } finally {
      globalConfig.jitless = before;
    }
  });
});

describe('createClient answers', () => {
  const schema = z.object({ id: z.string() });

  it('returns the parsed body, status and headers of a 2xx answer', async () => {
    const { client } = clientWith(
      () =>
        new Response(JSON.stringify({ id: 'a', extra: true }), {
          status: 201,
          headers: { 'X-Trace': 't-1' },
        }),
    );
    const response = await client.request({ method: 'POST', path: '/x', schema });
    expect(response.status).toBe(201);
    expect(response.data).toEqual({ id: 'a' });
    expect(response.headers.get('X-Trace')).toBe('t-1');
  });

  it.each([202, 204, 205])('accepts a %i with an empty body even with a schema', async (status) => {
    const { client } = clientWith(() => new Response(null, { status }));
    const response = await client.request({ method: 'GET', path: '/x', schema });
    expect(response).toMatchObject({ status, data: undefined });
  });

  it('ignores a body when no schema is given', async () => {
    const { client } = clientWith(() => new Response('<html>ok</html>', { status: 200 }));
    const response = await client.request({ method: 'GET', path: '/x' });
    expect(response).toMatchObject({ status: 200, data: undefined });
  });

  it('turns a 2xx body that fails its schema into unexpected.error, never a ZodError', async () => {
    const { client } = clientWith(() => json({ id: 42 }));
    const error = await gatehouseFailure(client.request({ method: 'GET', path: '/x', schema }));
    expect(error).not.toBeInstanceOf($ZodError);
    expect(error).toMatchObject({ status: 200, code: 'unexpected.error' });
  });

  it('turns a token status answer of the wrong shape into unexpected.error', async () => {
    const { client } = clientWith(() => json({ oneTimeTokenProperties: { oneTimeToken: 5 } }));
    const error = await gatehouseFailure(getOneTimeTokenStatus(client, 'ott-1'));
    expect(error.code).toBe('unexpected.error');
  });

  it.each([
    ['an HTML page', '<!doctype html><p>Hello</p>'],
    ['an empty body', ''],
  ])('turns a 200 with %s into unexpected.error when a schema is expected', async (_, body) => {
    const { client } = clientWith(() => new Response(body, { status: 200 }));
    const error = await gatehouseFailure(client.request({ method: 'GET', path: '/x', schema }));
    expect(error).toMatchObject({ status: 200, code: 'unexpected.error' });
  });
});

describe('createClient error bodies (API.md §3)', () => {
  it('reads a single error with params', async () => {
    const { client } = clientWith(() =>
      json(
        {
          code: 'invalid_email_password',
          message: 'Wrong email or password.',
          params: { messageTitle: 'T', canAppeal: true, action: 'contact' },
        },
        401,
      ),
    );
    const error = await gatehouseFailure(login(client, { email: 'a@b.co', password: 'x' }));
    expect(error.status).toBe(401);
    expect(error.code).toBe('invalid_email_password');
    expect(error.serverMessage).toBe('Wrong email or password.');
    expect(error.message).toBe('Wrong email or password.');
    expect(error.params).toEqual({ messageTitle: 'T', canAppeal: true, action: 'contact' });
    expect(error.oneTimeToken).toBeUndefined();
  });

  it('reads the first entry of an errors list, with its arguments', async () => {
    const { client } = clientWith(() =>
      json(
        {
          errors: [
            { code: 'duplicated_phone_number', message: 'Taken.', arguments: ['+44 7700', 3] },
            { code: 'second' },
          ],
        },
        400,
      ),
    );
    const error = await gatehouseFailure(client.request({ method: 'POST', path: '/x', body: {} }));
    expect(error).toMatchObject({
      status: 400,
      code: 'duplicated_phone_number',
      serverMessage: 'Taken.',
    });
    expect(error.arguments).toEqual(['+44 7700', '3']);
  });

  it('reads a token and parameters', async () => {
    const { client } = clientWith(() =>
      json(
        {
          code: 'self_reactivation_eligible',
          oneTimeToken: 'reactivate-ott',
          parameters: { reason: 'x' },
        },
        403,
      ),
    );
    const error = await gatehouseFailure(login(client, { email: 'a@b.co', password: 'x' }));
    expect(error).toMatchObject({
      status: 403,
      code: 'self_reactivation_eligible',
      oneTimeToken: 'reactivate-ott',
      params: { reason: 'x' },
    });
    expect(error.serverMessage).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['HTML', '<html><body>502 Bad Gateway</body></html>'],
    ['plain text', 'Service Unavailable'],
    ['JSON without a code', '{"status":"error"}'],
    ['a JSON array', '[1,2]'],
    ['JSON null', 'null'],
    ['an empty errors list', '{"errors":[]}'],
  ])('turns an %s error body into unexpected.error', async (_, body) => {
    const { client } = clientWith(() => new Response(body, { status: 502 }));
    const error = await gatehouseFailure(client.request({ method: 'GET', path: '/x' }));
    expect(error).toMatchObject({ status: 502, code: 'unexpected.error', params: {} });
  });

  it('keeps every one-time token out of JSON.stringify(error)', async () => {
    const { client } = clientWith(() =>
      json(
        {
          code: 'self_reactivation_eligible',
          message: 'Reactivate?',
          oneTimeToken: 'secret-body-ott',
          parameters: { a: 1 },
        },
        403,
      ),
    );
    const error = await gatehouseFailure(
      client.request({ method: 'POST', path: '/x', ott: 'secret-header-ott', body: {} }),
    );
    expect(error.oneTimeToken).toBe('secret-body-ott');
    const serialised = JSON.stringify(error);
    expect(serialised).not.toContain('secret-body-ott');
    expect(serialised).not.toContain('secret-header-ott');
    expect(JSON.parse(serialised)).toEqual({
      name: 'GatehouseError',
      status: 403,
      code: 'self_reactivation_eligible',
      message: 'Reactivate?',
      params: { a: 1 },
    });
  });
});

describe('createClient failures without an answer', () => {
  it('turns a network failure into network.error with status 0', async () => {
    const cause = new TypeError('fetch failed');
    const { client } = clientWith(() => Promise.reject(cause));
    const error = await gatehouseFailure(client.request({ method: 'GET', path: '/x' }));
    expect(error).toMatchObject({ status: 0, code: 'network.error' });
    expect(error.cause).toBe(cause);
  });

  it('turns a body that breaks off while reading into network.error with the status', async () => {
    const broken = {
      ok: true,
      status: 200,
      headers: new Headers(),
      text: () => Promise.reject(new TypeError('terminated')),
    };
    const { client } = clientWith(() => broken as unknown as Response);
    const error = await gatehouseFailure(client.request({ method: 'GET', path: '/x' }));
    expect(error).toMatchObject({ status: 200, code: 'network.error' });
  });

  it('rejects with the AbortError itself when the signal aborts, not a GatehouseError', async () => {
    // Like the real fetch: pending until the signal aborts, then rejects with its reason.
    const { client, calls } = clientWith(
      (call) =>
        new Promise<Response>((_, reject) => {
          call.init.signal!.addEventListener('abort', () => reject(call.init.signal!.reason));
        }),
    );
    const controller = new AbortController();
    const pending = failure(
      client.request({ method: 'GET', path: '/x', signal: controller.signal }),
    );
    await Promise.resolve();
    expect(calls[0]!.init.signal!.aborted).toBe(false);
    controller.abort();
    expect(calls[0]!.init.signal!.aborted).toBe(true);
    const error = await pending;
    expect(error).not.toBeInstanceOf(GatehouseError);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('rethrows whatever fetch throws once the signal is aborted, even with a custom reason', async () => {
    const reason = new Error('widget closed');
    const controller = new AbortController();
    const { client } = clientWith(() => {
      controller.abort(reason);
      return Promise.reject(reason);
    });
    const error = await failure(
      client.request({ method: 'GET', path: '/x', signal: controller.signal }),
    );
    expect(error).toBe(reason);
  });

  it('rethrows an AbortError raised while reading the body', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const reading = {
      ok: true,
      status: 200,
      headers: new Headers(),
      text: () => Promise.reject(abort),
    };
    const { client } = clientWith(() => reading as unknown as Response);
    const error = await failure(client.request({ method: 'GET', path: '/x' }));
    expect(error).toBe(abort);
  });
});

describe('createClient time limit', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A server that never answers, and a fetch that does not even listen to its signal. */
  const silent = () => new Promise<Response>(() => undefined);

  /** Settles `promise` into a readable outcome, so a pending one can be told from a failed one. */
  function watch(promise: Promise<unknown>) {
    const outcome: { settled: boolean; value?: unknown; error?: unknown } = { settled: false };
    promise.then(
      (value) => Object.assign(outcome, { settled: true, value }),
      (error: unknown) => Object.assign(outcome, { settled: true, error }),
    );
    return outcome;
  }

  it('takes an answer that needs 10 s, as on a slow mobile network', async () => {
    const { client } = clientWith(
      () =>
        new Promise<Response>((resolve) => setTimeout(() => resolve(json({ ok: true })), 10_000)),
    );
    const outcome = watch(
      client.request({ method: 'GET', path: '/slow', schema: z.object({ ok: z.boolean() }) }),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(outcome).toMatchObject({ settled: true, value: { status: 200, data: { ok: true } } });
  });

  it('ends a call that never answers in request.timeout at 30 s, not before', async () => {
    const { client, calls } = clientWith(silent);
    const outcome = watch(client.request({ method: 'POST', path: '/login-api/login', body: {} }));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(outcome.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.error).toBeInstanceOf(GatehouseError);
    expect(outcome.error).toMatchObject({ status: 0, code: 'request.timeout' });
    // The request itself is cancelled, so the connection does not linger.
    expect(calls[0]!.init.signal!.aborted).toBe(true);
    expect((calls[0]!.init.signal!.reason as DOMException).name).toBe('TimeoutError');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts the body too: headers followed by silence also time out', async () => {
    const stalled = { ok: true, status: 200, headers: new Headers(), text: silent };
    const { client } = clientWith(() => stalled as unknown as Response);
    const outcome = watch(client.request({ method: 'GET', path: '/x' }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(outcome.error).toMatchObject({ status: 0, code: 'request.timeout' });
  });

  it("keeps the caller's abort an abort, and no timeout follows it", async () => {
    const { client } = clientWith(
      (call) =>
        new Promise<Response>((_, reject) =>
          call.init.signal!.addEventListener('abort', () => reject(call.init.signal!.reason)),
        ),
    );
    const controller = new AbortController();
    const outcome = watch(client.request({ method: 'GET', path: '/x', signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(5_000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome.error).not.toBeInstanceOf(GatehouseError);
    expect((outcome.error as DOMException).name).toBe('AbortError');
    expect(vi.getTimerCount()).toBe(0);
  });

  it("rejects at once, as an abort, when the caller's signal was aborted before the call", async () => {
    const { client } = clientWith(silent);
    const controller = new AbortController();
    controller.abort();
    const outcome = watch(client.request({ method: 'GET', path: '/x', signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(0);
    expect((outcome.error as DOMException).name).toBe('AbortError');
    expect(vi.getTimerCount()).toBe(0);
  });

  it("leaves no timer and no hold on the caller's signal once the call is answered", async () => {
    const { client, calls } = clientWith(() => json({ ok: true }, 200));
    const controller = new AbortController();
    const removed = vi.spyOn(controller.signal, 'removeEventListener');
    await client.request({ method: 'GET', path: '/x', signal: controller.signal });
    expect(vi.getTimerCount()).toBe(0);
    expect(removed).toHaveBeenCalledWith('abort', expect.any(Function));
    // Aborting later no longer reaches the finished request.
    controller.abort();
    expect(calls[0]!.init.signal!.aborted).toBe(false);
  });

  it('leaves no timer behind after an error answer either', async () => {
    const { client } = clientWith(() => json({ code: 'invalid_email_password' }, 400));
    await gatehouseFailure(client.request({ method: 'POST', path: '/x', body: {} }));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('honours requestTimeoutMs from the config, and a per-call timeoutMs', async () => {
    const { client } = clientWith(silent, { requestTimeoutMs: 5_000 });
    const short = watch(client.request({ method: 'GET', path: '/x' }));
    const long = watch(client.request({ method: 'GET', path: '/upload', timeoutMs: 60_000 }));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(short.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(short.error).toMatchObject({ code: 'request.timeout' });
    await vi.advanceTimersByTimeAsync(54_999);
    expect(long.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(long.error).toMatchObject({ code: 'request.timeout' });
  });

  it('falls back to 30 s for a time limit that is not a positive number', async () => {
    for (const requestTimeoutMs of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(createClient({ requestTimeoutMs }).config.requestTimeoutMs).toBe(30_000);
    }
  });

  it("runs on the config's clock", async () => {
    vi.useRealTimers();
    const timers: Array<{ callback: () => void; ms: number }> = [];
    const clock = {
      now: () => 0,
      setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
      clearTimeout: vi.fn(),
    };
    const { client } = clientWith(silent, { clock });
    const pending = gatehouseFailure(client.request({ method: 'GET', path: '/x' }));
    expect(timers.map((timer) => timer.ms)).toEqual([30_000]);
    timers[0]!.callback();
    expect(await pending).toMatchObject({ code: 'request.timeout' });
  });
});

describe('createClient redirects', () => {
  it("asks fetch not to follow redirects, and refuses a browser's opaque redirect", async () => {
    const opaque = {
      ok: false,
      status: 0,
      type: 'opaqueredirect',
      headers: new Headers(),
      body: null,
      text: () => Promise.resolve(''),
    };
    const { client, calls } = clientWith(() => opaque as unknown as Response);
    const error = await gatehouseFailure(
      client.request({ method: 'POST', path: '/login-api/login', body: {} }),
    );
    expect(calls[0]!.init.redirect).toBe('manual');
    expect(error).toMatchObject({ code: 'request.redirect_refused' });
  });
});

describe('createClient over msw (the real fetch, intercepted)', () => {
  const server = setupServer();
  const base = 'https://api.gatehouse.test';
  // Made before msw patches the global fetch: it must still reach msw (fetch is bound late).
  const earlyClient = createClient({ apiBaseUrl: base });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('sends the headers and omits credentials on the token status call', async () => {
    const seen: Request[] = [];
    server.use(
      http.get(`${base}/gateway/identity/api/v1/one-time-token/status`, ({ request }) => {
        seen.push(request);
        return HttpResponse.json(tokenStatus);
      }),
    );
    const client = createClient({ apiBaseUrl: base, guestId: 'guest-1' });
    const properties = await getOneTimeTokenStatus(client, 'ott-msw');
    expect(properties).toEqual(tokenStatus.oneTimeTokenProperties);
    const request = seen[0]!;
    expect(new URL(request.url).searchParams.get('viewType')).toBe('FULL');
    expect(request.headers.get('One-Time-Token')).toBe('ott-msw');
    expect(request.headers.get('Accept-Language')).toBe('en-GB');
    expect(request.headers.get('X-Client-Id')).toBe('gatehouse-web');
    expect(request.headers.get('X-Access-Token')).toBe('gatehouse-web-access');
    expect(request.headers.get('X-Guest-Id')).toBe('guest-1');
    expect(request.credentials).toBe('omit');
  });

  it('reads an ott_not_found answer into a GatehouseError', async () => {
    server.use(
      http.get(`${base}/gateway/identity/api/v1/one-time-token/status`, () =>
        HttpResponse.json({ code: 'ott_not_found', message: 'Token not found.' }, { status: 404 }),
      ),
    );
    const client = createClient({ apiBaseUrl: base });
    const error = await gatehouseFailure(getOneTimeTokenStatus(client, 'gone'));
    expect(error).toMatchObject({
      status: 404,
      code: 'ott_not_found',
      serverMessage: 'Token not found.',
    });
  });

  it('binds the global fetch late: a client made before msw started still goes through it', async () => {
    const handler = vi.fn(() => new HttpResponse(null, { status: 204 }));
    server.use(http.get(`${base}/late`, handler));
    await earlyClient.request({ method: 'GET', path: '/late' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('uses an injected fetch instead of the global one', async () => {
    const handler = vi.fn(() => new HttpResponse(null, { status: 204 }));
    server.use(http.get(`${base}/injected`, handler));
    const { client, calls } = clientWith(undefined, { apiBaseUrl: base });
    await client.request({ method: 'GET', path: '/injected' });
    expect(calls.map((c) => c.url)).toEqual([`${base}/injected`]);
    expect(handler).not.toHaveBeenCalled();
  });

  it('never follows a redirect: the other origin gets nothing, the caller a typed error', async () => {
    const elsewhere = vi.fn(() => HttpResponse.json(tokenStatus));
    server.use(
      http.get(
        `${base}/gateway/identity/api/v1/one-time-token/status`,
        () =>
          new HttpResponse(null, {
            status: 302,
            headers: { Location: 'https://evil.example/collect' },
          }),
      ),
      http.all('https://evil.example/*', elsewhere),
    );
    const client = createClient({ apiBaseUrl: base });
    const error = await gatehouseFailure(getOneTimeTokenStatus(client, 'ott-redirected'));
    expect(elsewhere).not.toHaveBeenCalled();
    expect(error).toMatchObject({ status: 302, code: 'request.redirect_refused' });
  });

  it('reports a network error from msw as network.error', async () => {
    const handler = vi.fn(() => HttpResponse.error());
    server.use(http.post(`${base}/login-api/login`, handler));
    const client = createClient({ apiBaseUrl: base });
    const error = await gatehouseFailure(login(client, { email: 'a@b.co', password: 'x' }));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ status: 0, code: 'network.error' });
  });
});
