import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { approvalResult, stepUpHeaders } from '../api/stepUpHeaders';
import { StepUpError, isStepUpError } from './stepUpError';
import {
  createStepUpFetch,
  type StepUpDescription,
  type StepUpDescriptions,
  type StepUpFetchOptions,
  type StepUpUi,
} from './stepUpFetch';

const origin = 'https://bank.test';
const url = `${origin}/api/transfer`;

interface Received {
  method: string;
  url: string;
  approval: string | null;
  contentType: string | null;
  body: Uint8Array<ArrayBuffer>;
}

let received: Received[] = [];
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The page making these calls is the bank's own: its origin may ask for approval.
beforeEach(() => vi.stubGlobal('location', new URL(`${origin}/accounts`)));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
  received = [];
});
afterAll(() => server.close());

async function record(request: Request): Promise<Received> {
  const entry = {
    method: request.method,
    url: request.url,
    approval: request.headers.get(stepUpHeaders.approval),
    contentType: request.headers.get('Content-Type'),
    body: new Uint8Array(await request.arrayBuffer()),
  };
  received.push(entry);
  return entry;
}

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/**
 * A protected endpoint: without the approval header it demands `token` with `status`; with it,
 * 200 echoing the body it received, and X-2FA-APPROVAL-RESULT: APPROVED.
 */
function protectedEndpoint(path = '/api/transfer', token = 'ott-1', status = 403) {
  return http.all(`${origin}${path}`, async ({ request }) => {
    const entry = await record(request);
    if (entry.approval === null) {
      return HttpResponse.json(
        { code: 'approval_required' },
        { status, headers: { [stepUpHeaders.approval]: token } },
      );
    }
    return HttpResponse.json(
      { approvedWith: entry.approval, echo: decode(entry.body) },
      { headers: { [stepUpHeaders.approvalResult]: 'APPROVED' } },
    );
  });
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fakeUi(approve: StepUpUi['approve'] = async () => {}) {
  return {
    approve: vi.fn<StepUpUi['approve']>(approve),
    coolOff: vi.fn<StepUpUi['coolOff']>(async () => {}),
  };
}

/** Like a modal: rejects with an AbortError once its signal aborts. */
function untilAbort(signal: AbortSignal): Promise<void> {
  return new Promise((_, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
  );
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

async function stepUpFailure(promise: Promise<unknown>): Promise<StepUpError> {
  const error = await failure(promise);
  expect(error).toBeInstanceOf(StepUpError);
  return error as StepUpError;
}

const post = (body: string) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body,
});

describe('createStepUpFetch', () => {
  it('approves once, then retries with the approval header and returns the retried answer', async () => {
    server.use(protectedEndpoint());
    const ui = fakeUi();
    const stepUpFetch = createStepUpFetch(fetch, ui);

    const response = await stepUpFetch(url, post('{"amount":10}'));

    expect(response.status).toBe(200);
    expect(approvalResult(response)).toBe('APPROVED');
    expect(await response.json()).toEqual({ approvedWith: 'ott-1', echo: '{"amount":10}' });
    expect(ui.approve).toHaveBeenCalledTimes(1);
    expect(ui.approve).toHaveBeenCalledWith('ott-1', {
      signal: expect.any(AbortSignal),
      descriptions: expect.objectContaining({ current: expect.any(Function) }),
    });
    // An undescribed call lists nothing: the modal shows as it always has.
    expect(ui.approve.mock.calls[0]![1].descriptions.current()).toEqual([]);
    expect(received.map((r) => r.approval)).toEqual([null, 'ott-1']);
    expect(ui.coolOff).not.toHaveBeenCalled();
  });

  it('treats a 400 carrying X-2FA-APPROVAL as a demand too', async () => {
    server.use(protectedEndpoint('/api/transfer', 'ott-400', 400));
    const ui = fakeUi();
    const response = await createStepUpFetch(fetch, ui)(url, post('{}'));
    expect(response.status).toBe(200);
    expect(ui.approve).toHaveBeenCalledWith('ott-400', expect.anything());
    expect(received.map((r) => r.approval)).toEqual([null, 'ott-400']);
  });

  it('returns a rejected retry as it is, its verdict readable through approvalResult', async () => {
    server.use(
      http.post(url, async ({ request }) => {
        const { approval } = await record(request);
        return approval === null
          ? HttpResponse.json({}, { status: 403, headers: { [stepUpHeaders.approval]: 'ott-1' } })
          : HttpResponse.json(
              { code: 'approval_rejected' },
              { status: 403, headers: { [stepUpHeaders.approvalResult]: 'rejected' } },
            );
      }),
    );
    const response = await createStepUpFetch(fetch, fakeUi())(url, post('{}'));
    expect(response.status).toBe(403);
    expect(approvalResult(response)).toBe('REJECTED');
    expect(await response.json()).toEqual({ code: 'approval_rejected' });
    expect(
      approvalResult(new Response(null, { headers: { [stepUpHeaders.approvalResult]: 'MAYBE' } })),
    ).toBeUndefined();
  });

  it('shares one approval among 20 concurrent calls demanding the same token; each gets its own answer', async () => {
    server.use(protectedEndpoint());
    const approval = deferred();
    const ui = fakeUi(() => approval.promise);
    let answered = 0;
    const countingFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      answered += 1;
      return response;
    };
    const stepUpFetch = createStepUpFetch(countingFetch, ui);

    const calls = Array.from({ length: 20 }, (_, i) =>
      stepUpFetch(url, post(JSON.stringify({ call: i }))),
    );
    // Every first answer is back, and every caller has joined the approval.
    await vi.waitFor(() => expect(answered).toBe(20));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ui.approve).toHaveBeenCalledTimes(1);
    approval.resolve();

    const bodies = await Promise.all(calls.map(async (call) => (await call).json()));
    expect(bodies).toEqual(
      Array.from({ length: 20 }, (_, i) => ({
        approvedWith: 'ott-1',
        echo: JSON.stringify({ call: i }),
      })),
    );
    expect(ui.approve).toHaveBeenCalledTimes(1);
    expect(received.filter((r) => r.approval === 'ott-1')).toHaveLength(20);
  });

  it('runs approvals for different tokens one at a time', async () => {
    server.use(protectedEndpoint('/api/a', 'ott-a'), protectedEndpoint('/api/b', 'ott-b'));
    let open = 0;
    let mostOpen = 0;
    const ui = fakeUi(async () => {
      open += 1;
      mostOpen = Math.max(mostOpen, open);
      await new Promise((resolve) => setTimeout(resolve, 20));
      open -= 1;
    });
    const stepUpFetch = createStepUpFetch(fetch, ui);

    const [a, b] = await Promise.all([
      stepUpFetch(`${origin}/api/a`, post('"a"')),
      stepUpFetch(`${origin}/api/b`, post('"b"')),
    ]);

    expect(await a.json()).toEqual({ approvedWith: 'ott-a', echo: '"a"' });
    expect(await b.json()).toEqual({ approvedWith: 'ott-b', echo: '"b"' });
    expect(ui.approve.mock.calls.map(([token]) => token).sort()).toEqual(['ott-a', 'ott-b']);
    expect(mostOpen).toBe(1);
  });

  it('rejects every waiter with SCA_MODAL_CLOSED when the modal is closed, and retries nothing', async () => {
    server.use(protectedEndpoint());
    const closed = deferred();
    const ui = fakeUi(() => closed.promise);
    const stepUpFetch = createStepUpFetch(fetch, ui);

    const calls = [1, 2, 3].map((i) => stepUpFailure(stepUpFetch(url, post(String(i)))));
    await vi.waitFor(() => expect(received).toHaveLength(3));
    await vi.waitFor(() => expect(ui.approve).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    closed.reject(new StepUpError('SCA_MODAL_CLOSED'));

    const errors = await Promise.all(calls);
    for (const error of errors) {
      expect(error.code).toBe('SCA_MODAL_CLOSED');
      expect(error.response?.status).toBe(403);
    }
    // Each caller's error holds the demand its own call received.
    expect(new Set(errors.map((e) => e.response)).size).toBe(3);
    expect(ui.approve).toHaveBeenCalledTimes(1);
    expect(received.every((r) => r.approval === null)).toBe(true);
  });

  it('passes on any other failure of the approval as it is', async () => {
    server.use(protectedEndpoint());
    const broken = new Error('token status failed');
    const error = await failure(
      createStepUpFetch(
        fetch,
        fakeUi(async () => Promise.reject(broken)),
      )(url, post('{}')),
    );
    expect(error).toBe(broken);
    expect(received).toHaveLength(1);
  });

  describe('cool-off', () => {
    const content = { title: 'Your new recipient needs 24 hours', message: 'Try again tomorrow.' };

    it('shows the cool-off modal with the body, then rejects COOL_OFF_MODAL_CLOSED with the original 403, still readable', async () => {
      server.use(
        http.post(url, () =>
          HttpResponse.json(content, { status: 403, headers: { 'x-cool-off': 'TRUE' } }),
        ),
      );
      const ui = fakeUi();

      const error = await stepUpFailure(createStepUpFetch(fetch, ui)(url, post('{}')));

      expect(ui.coolOff).toHaveBeenCalledTimes(1);
      expect(ui.coolOff).toHaveBeenCalledWith(content, { signal: expect.any(AbortSignal) });
      expect(ui.approve).not.toHaveBeenCalled();
      expect(error.code).toBe('COOL_OFF_MODAL_CLOSED');
      expect(error.response?.status).toBe(403);
      expect(error.response?.bodyUsed).toBe(false);
      expect(await error.response?.json()).toEqual(content);
    });

    it('passes null to the modal when the body is not a cool-off body', async () => {
      server.use(
        http.post(
          url,
          () =>
            new HttpResponse('<html>cool off</html>', {
              status: 403,
              headers: { 'x-cool-off': 'true' },
            }),
        ),
      );
      const ui = fakeUi();
      const error = await stepUpFailure(createStepUpFetch(fetch, ui)(url, post('{}')));
      expect(ui.coolOff).toHaveBeenCalledWith(null, expect.anything());
      expect(error.code).toBe('COOL_OFF_MODAL_CLOSED');
      expect(await error.response?.text()).toBe('<html>cool off</html>');
    });

    it('is only a 403 with x-cool-off: true', async () => {
      server.use(
        http.post(`${origin}/a`, () =>
          HttpResponse.json(content, { status: 400, headers: { 'x-cool-off': 'true' } }),
        ),
        http.post(`${origin}/b`, () =>
          HttpResponse.json(content, { status: 403, headers: { 'x-cool-off': 'false' } }),
        ),
      );
      const ui = fakeUi();
      const stepUpFetch = createStepUpFetch(fetch, ui);
      expect((await stepUpFetch(`${origin}/a`, post('{}'))).status).toBe(400);
      expect((await stepUpFetch(`${origin}/b`, post('{}'))).status).toBe(403);
      expect(ui.coolOff).not.toHaveBeenCalled();
    });

    it('waits for an open approval modal before it shows', async () => {
      server.use(
        protectedEndpoint(),
        http.post(`${origin}/recipients`, () =>
          HttpResponse.json(content, { status: 403, headers: { 'x-cool-off': 'true' } }),
        ),
      );
      const approval = deferred();
      const ui = fakeUi(() => approval.promise);
      const stepUpFetch = createStepUpFetch(fetch, ui);

      const transfer = stepUpFetch(url, post('{}'));
      await vi.waitFor(() => expect(ui.approve).toHaveBeenCalled());
      const recipient = stepUpFailure(stepUpFetch(`${origin}/recipients`, post('{}')));
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(ui.coolOff).not.toHaveBeenCalled();

      approval.resolve();
      expect((await transfer).status).toBe(200);
      expect((await recipient).code).toBe('COOL_OFF_MODAL_CLOSED');
      expect(ui.coolOff).toHaveBeenCalledTimes(1);
    });
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
  ])('rejects MISSING_OTT without a modal when the demanded token is %s', async (_, token) => {
    server.use(protectedEndpoint('/api/transfer', token));
    const ui = fakeUi();
    const error = await stepUpFailure(createStepUpFetch(fetch, ui)(url, post('{}')));
    expect(error.code).toBe('MISSING_OTT');
    expect(error.message).toBe('Missing OTT');
    expect(error.response?.status).toBe(403);
    expect(ui.approve).not.toHaveBeenCalled();
    expect(received).toHaveLength(1);
  });

  describe('replays the body byte for byte', () => {
    const file = () =>
      new File([new Uint8Array([0, 1, 2, 250, 255]), 'selfie'], 'selfie.jpg', {
        type: 'image/jpeg',
      });
    const bodies: Array<[string, () => BodyInit]> = [
      ['a JSON string', () => JSON.stringify({ amount: 10, note: 'héllo' })],
      [
        'FormData with a file',
        () => {
          const form = new FormData();
          form.append('purpose', 'SELFIE');
          form.append('file', file());
          return form;
        },
      ],
      ['URLSearchParams', () => new URLSearchParams({ a: '1', b: 'x y&z' })],
      ['a Blob', () => new Blob(['blob body'], { type: 'text/plain' })],
      ['an ArrayBuffer', () => new Uint8Array([9, 8, 7, 0, 255]).buffer],
    ];

    it.each(bodies)('%s passed as init', async (_, body) => {
      server.use(protectedEndpoint());
      const response = await createStepUpFetch(fetch, fakeUi())(url, {
        method: 'POST',
        body: body(),
      });
      expect(response.status).toBe(200);
      const [first, retry] = received;
      expect(retry?.approval).toBe('ott-1');
      expect(first?.body.length).toBeGreaterThan(0);
      expect(retry?.body).toEqual(first?.body);
      expect(retry?.contentType).toBe(first?.contentType);
      expect(retry?.method).toBe('POST');
    });

    it.each(bodies)('%s in a Request object', async (_, body) => {
      server.use(protectedEndpoint());
      const response = await createStepUpFetch(
        fetch,
        fakeUi(),
      )(new Request(url, { method: 'PUT', body: body() }));
      expect(response.status).toBe(200);
      const [first, retry] = received;
      expect(first?.body.length).toBeGreaterThan(0);
      expect(retry?.body).toEqual(first?.body);
      expect(retry?.contentType).toBe(first?.contentType);
      expect(retry?.method).toBe('PUT');
    });

    it('keeps the multipart file intact', async () => {
      server.use(protectedEndpoint());
      const form = new FormData();
      form.append('file', file());
      await createStepUpFetch(fetch, fakeUi())(url, { method: 'POST', body: form });
      const replayed = await new Request(url, {
        method: 'POST',
        body: received[1]!.body,
        headers: { 'Content-Type': received[1]!.contentType! },
      }).formData();
      const replayedFile = replayed.get('file') as File;
      expect(replayedFile.name).toBe('selfie.jpg');
      expect(new Uint8Array(await replayedFile.arrayBuffer())).toEqual(
        new Uint8Array(await file().arrayBuffer()),
      );
    });
  });

  it('refuses to replay a stream body (BODY_NOT_REPLAYABLE): no modal, no empty retry', async () => {
    server.use(protectedEndpoint());
    const ui = fakeUi();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('streamed'));
        controller.close();
      },
    });
    const init = { method: 'POST', body: stream, duplex: 'half' } as RequestInit;
    const error = await stepUpFailure(createStepUpFetch(fetch, ui)(url, init));
    expect(error.code).toBe('BODY_NOT_REPLAYABLE');
    expect(error.response?.status).toBe(403);
    expect(ui.approve).not.toHaveBeenCalled();
    expect(received).toHaveLength(1);
    expect(decode(received[0]!.body)).toBe('streamed');
  });

  describe('abort', () => {
    it("one caller's abort rejects only that caller and leaves the shared approval open", async () => {
      server.use(protectedEndpoint());
      const approval = deferred();
      let approvalSignal: AbortSignal | undefined;
      const ui = fakeUi(async (_, { signal }) => {
        approvalSignal = signal;
        return approval.promise;
      });
      const stepUpFetch = createStepUpFetch(fetch, ui);
      const leaving = new AbortController();

      const first = stepUpFetch(url, { ...post('1'), signal: leaving.signal });
      const others = [2, 3].map((i) => stepUpFetch(url, post(String(i))));
      await vi.waitFor(() => expect(received).toHaveLength(3));
      await vi.waitFor(() => expect(approvalSignal).toBeDefined());
      await new Promise((resolve) => setTimeout(resolve, 0));

      leaving.abort();
      const error = await failure(first);
      expect(error).toMatchObject({ name: 'AbortError' });
      expect(approvalSignal?.aborted).toBe(false);

      approval.resolve();
      const answers = await Promise.all(others);
      expect(await Promise.all(answers.map((a) => a.json()))).toEqual([
        { approvedWith: 'ott-1', echo: '2' },
        { approvedWith: 'ott-1', echo: '3' },
      ]);
      expect(ui.approve).toHaveBeenCalledTimes(1);
      expect(received.filter((r) => r.approval !== null).map((r) => decode(r.body))).toEqual([
        '2',
        '3',
      ]);
    });

    it('aborting every caller aborts the approval, and a new call opens a new one', async () => {
      server.use(protectedEndpoint());
      const signals: AbortSignal[] = [];
      const ui = fakeUi((_, { signal }) => {
        signals.push(signal);
        return untilAbort(signal);
      });
      const stepUpFetch = createStepUpFetch(fetch, ui);
      const controllers = [new AbortController(), new AbortController()];

      const calls = controllers.map((controller) =>
        failure(stepUpFetch(url, { ...post('{}'), signal: controller.signal })),
      );
      await vi.waitFor(() => expect(signals).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 0));
      controllers[0]!.abort();
      expect(await calls[0]).toMatchObject({ name: 'AbortError' });
      expect(signals[0]!.aborted).toBe(false);
      controllers[1]!.abort();
      expect(await calls[1]).toMatchObject({ name: 'AbortError' });
      expect(signals[0]!.aborted).toBe(true);
      expect(received.every((r) => r.approval === null)).toBe(true);

      // The aborted approval is forgotten: the same token opens a new one.
      const last = new AbortController();
      const again = failure(stepUpFetch(url, { ...post('{}'), signal: last.signal }));
      await vi.waitFor(() => expect(signals).toHaveLength(2));
      expect(signals[1]!.aborted).toBe(false);
      last.abort();
      expect(await again).toMatchObject({ name: 'AbortError' });
      expect(signals[1]!.aborted).toBe(true);
      expect(ui.approve).toHaveBeenCalledTimes(2);
    });

    it('aborting during the retry aborts the retry fetch', async () => {
      const retryStarted = deferred<AbortSignal>();
      server.use(
        http.post(url, async ({ request }) => {
          const { approval } = await record(request);
          if (approval === null)
            return HttpResponse.json(
              {},
              { status: 403, headers: { [stepUpHeaders.approval]: 'ott-1' } },
            );
          retryStarted.resolve(request.signal);
          await untilAbort(request.signal).catch(() => undefined);
          return HttpResponse.json({ late: true });
        }),
      );
      const controller = new AbortController();
      const call = failure(
        createStepUpFetch(fetch, fakeUi())(url, { ...post('{}'), signal: controller.signal }),
      );

      const retrySignal = await retryStarted.promise;
      controller.abort();

      expect(await call).toMatchObject({ name: 'AbortError' });
      expect(retrySignal.aborted).toBe(true);
    });

    it('an aborted caller never opens the cool-off modal it was queued for', async () => {
      server.use(
        protectedEndpoint(),
        http.post(`${origin}/recipients`, () =>
          HttpResponse.json(
            { title: 't', message: 'm' },
            { status: 403, headers: { 'x-cool-off': 'true' } },
          ),
        ),
      );
      const approval = deferred();
      const ui = fakeUi(() => approval.promise);
      const stepUpFetch = createStepUpFetch(fetch, ui);
      const controller = new AbortController();

      const transfer = stepUpFetch(url, post('{}'));
      await vi.waitFor(() => expect(ui.approve).toHaveBeenCalled());
      const recipient = failure(
        stepUpFetch(`${origin}/recipients`, { ...post('{}'), signal: controller.signal }),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      controller.abort();
      expect(await recipient).toMatchObject({ name: 'AbortError' });

      approval.resolve();
      await transfer;
      expect(ui.coolOff).not.toHaveBeenCalled();
    });
  });

  it('rejects APPROVAL_REPEATED when the retry demands approval again: never a second modal', async () => {
    server.use(
      http.post(url, async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          {},
          { status: 403, headers: { [stepUpHeaders.approval]: `ott-${received.length}` } },
        );
      }),
    );
    const ui = fakeUi();
    const error = await stepUpFailure(createStepUpFetch(fetch, ui)(url, post('{}')));
    expect(error.code).toBe('APPROVAL_REPEATED');
    expect(error.response?.headers.get(stepUpHeaders.approval)).toBe('ott-2');
    expect(ui.approve).toHaveBeenCalledTimes(1);
    expect(received).toHaveLength(2);
  });

  it('passes every other answer through untouched, and network errors as they are', async () => {
    const forbidden = new Response('{"code":"forbidden"}', { status: 403 });
    const serverError = new Response('', { status: 500 });
    const answers = [
      forbidden,
      serverError,
      new Response(null, { status: 400, headers: { 'X-Other': 'x' } }),
    ];
    const fakeFetch = vi.fn<typeof fetch>(async () => answers.shift()!);
    const ui = fakeUi();
    const stepUpFetch = createStepUpFetch(fakeFetch, ui);

    expect(await stepUpFetch(url)).toBe(forbidden);
    expect(await stepUpFetch(url)).toBe(serverError);
    expect((await stepUpFetch(url)).status).toBe(400);
    expect(ui.approve).not.toHaveBeenCalled();
    expect(fakeFetch).toHaveBeenCalledTimes(3);

    const offline = new TypeError('fetch failed');
    expect(await failure(createStepUpFetch(async () => Promise.reject(offline), ui)(url))).toBe(
      offline,
    );
  });

  describe('redirects of the retry', () => {
    const demandThen = (retryAnswer: (request: Request) => Response) =>
      http.all(url, async ({ request }) => {
        const { approval } = await record(request);
        if (approval === null)
          return HttpResponse.json(
            {},
            { status: 403, headers: { [stepUpHeaders.approval]: 'ott-1' } },
          );
        return retryAnswer(request);
      });
    const echo = http.all(`${origin}/api/next`, async ({ request }) => {
      const entry = await record(request);
      return HttpResponse.json({
        method: entry.method,
        approvedWith: entry.approval,
        echo: decode(entry.body),
      });
    });

    it('refuses a redirect to another origin, and never sends the approval header there', async () => {
      const elsewhere = vi.fn(() => HttpResponse.json({ stolen: true }));
      server.use(
        demandThen(
          () =>
            new HttpResponse(null, {
              status: 302,
              headers: { Location: 'https://evil.test/collect' },
            }),
        ),
        http.all('https://evil.test/*', elsewhere),
      );
      const error = await stepUpFailure(createStepUpFetch(fetch, fakeUi())(url, post('{}')));
      expect(error.code).toBe('REDIRECT_REFUSED');
      expect(error.response?.status).toBe(302);
      expect(elsewhere).not.toHaveBeenCalled();
      expect(received.filter((r) => r.approval !== null).map((r) => r.url)).toEqual([url]);
    });

    it('refuses an opaque redirect (a browser hides where it leads)', async () => {
      const opaque = Object.defineProperty(new Response(null), 'type', { value: 'opaqueredirect' });
      const fakeFetch = vi.fn<typeof fetch>(async (input) => {
        const request = input as Request;
        return request.headers.has(stepUpHeaders.approval)
          ? opaque
          : new Response(null, { status: 403, headers: { [stepUpHeaders.approval]: 'ott-1' } });
      });
      const error = await stepUpFailure(createStepUpFetch(fakeFetch, fakeUi())(url, post('{}')));
      expect(error.code).toBe('REDIRECT_REFUSED');
      expect(error.response).toBe(opaque);
      const retry = fakeFetch.mock.calls[1]?.[0] as Request;
      expect(retry.redirect).toBe('manual');
    });

    it('follows a same-origin 307 with the header, the method and the body', async () => {
      server.use(
        demandThen(
          () => new HttpResponse(null, { status: 307, headers: { Location: '/api/next' } }),
        ),
        echo,
      );
      const response = await createStepUpFetch(fetch, fakeUi())(url, post('{"a":1}'));
      expect(await response.json()).toEqual({
        method: 'POST',
        approvedWith: 'ott-1',
        echo: '{"a":1}',
      });
    });

    it('follows a same-origin 303 as a GET without the body', async () => {
      server.use(
        demandThen(
          () =>
            new HttpResponse(null, { status: 303, headers: { Location: `${origin}/api/next` } }),
        ),
        echo,
      );
      const response = await createStepUpFetch(fetch, fakeUi())(url, post('{"a":1}'));
      expect(await response.json()).toEqual({ method: 'GET', approvedWith: 'ott-1', echo: '' });
      expect(received.at(-1)?.contentType).toBeNull();
    });

    it('follows no redirect to another origin, even one trusted to ask for approval', async () => {
      const elsewhere = vi.fn(() => HttpResponse.json({ approvedWith: 'followed' }));
      server.use(
        demandThen(
          () =>
            new HttpResponse(null, {
              status: 308,
              headers: { Location: 'https://api.bank.test/api/next' },
            }),
        ),
        http.all('https://api.bank.test/api/next', elsewhere),
      );
      const stepUpFetch = createStepUpFetch(fetch, fakeUi(), {
        approvalOrigins: ['https://api.bank.test'],
      });
      const error = await stepUpFailure(stepUpFetch(url, post('{"a":1}')));
      expect(error.code).toBe('REDIRECT_REFUSED');
      expect(elsewhere).not.toHaveBeenCalled();
    });

    it('has no allowedRedirectOrigins: a browser hides every redirect of the retry, so none could be allowed', () => {
      expect(() =>
        createStepUpFetch(fetch, fakeUi(), {
          // @ts-expect-error the option is gone, with the hop to another origin it promised
          allowedRedirectOrigins: ['https://api.bank.test'],
        }),
      ).not.toThrow();
    });

    it("gives the redirect itself to a caller that asked for redirect: 'manual'", async () => {
      server.use(
        demandThen(
          () =>
            new HttpResponse(null, { status: 302, headers: { Location: 'https://evil.test/x' } }),
        ),
      );
      const response = await createStepUpFetch(fetch, fakeUi())(url, {
        ...post('{}'),
        redirect: 'manual',
      });
      expect(response.status).toBe(302);
      expect(received).toHaveLength(2);
    });
  });

  describe('who may ask for approval', () => {
    const api = 'https://api.bank.test';

    /** A demand for `token` (or a cool-off) from `at`, and the approved answer once the header is set. */
    function demandAt(at: string, answer: { coolOff?: boolean } = {}) {
      return http.all(`${at}/*`, async ({ request }) => {
        const entry = await record(request);
        if (answer.coolOff)
          return HttpResponse.json(
            { title: 't', message: 'm' },
            { status: 403, headers: { 'x-cool-off': 'true' } },
          );
        if (entry.approval === null) {
          return HttpResponse.json(
            { code: 'approval_required' },
            { status: 403, headers: { [stepUpHeaders.approval]: 'ott-login' } },
          );
        }
        return HttpResponse.json(
          { approvedWith: entry.approval },
          { headers: { [stepUpHeaders.approvalResult]: 'APPROVED' } },
        );
      });
    }

    /** Refused: a typed error holding the demand (its body unread), no UI loaded, nothing sent again. */
    async function expectRefused(
      call: (stepUpFetch: typeof fetch) => Promise<Response>,
      options: StepUpFetchOptions = {},
      fetchImpl = fetch,
    ) {
      const ui = fakeUi();
      const loadUi = vi.fn(async () => ui);
      const error = await stepUpFailure(call(createStepUpFetch(fetchImpl, loadUi, options)));
      expect(error.code).toBe('UNTRUSTED_ORIGIN');
      expect(error.response?.status).toBe(403);
      expect(error.response?.bodyUsed).toBe(false);
      expect(loadUi).not.toHaveBeenCalled();
      expect(received.filter((r) => r.approval !== null)).toEqual([]);
      return error;
    }

    it("accepts the page's origin", async () => {
      server.use(demandAt(origin));
      const ui = fakeUi();
      const response = await createStepUpFetch(fetch, ui)(`${origin}/api/pay`, post('{}'));
      expect(await response.json()).toEqual({ approvedWith: 'ott-login' });
      expect(ui.approve).toHaveBeenCalledTimes(1);
    });

    it('accepts a relative request URL, which the page resolves to its own origin', async () => {
      // As a browser builds a Request: relative to the page.
      const PageRequest = class extends Request {
        constructor(input: RequestInfo | URL, init?: RequestInit) {
          super(typeof input === 'string' ? new URL(input, location.href) : input, init);
        }
      };
      vi.stubGlobal('Request', PageRequest);
      const sent: string[] = [];
      const pageFetch = vi.fn<typeof fetch>(async (input) => {
        const request = input as Request;
        sent.push(request.url);
        return request.headers.has(stepUpHeaders.approval)
          ? new Response('{}', { status: 200 })
          : new Response(null, { status: 403, headers: { [stepUpHeaders.approval]: 'ott-1' } });
      });
      const ui = fakeUi();
      const response = await createStepUpFetch(pageFetch, ui)('/api/pay', post('{}'));
      expect(response.status).toBe(200);
      expect(ui.approve).toHaveBeenCalledTimes(1);
      expect(sent).toEqual([`${origin}/api/pay`, `${origin}/api/pay`]);
    });

    it('accepts an origin the host lists (its API base), given as a URL with a path', async () => {
      server.use(demandAt(api));
      const ui = fakeUi();
      const stepUpFetch = createStepUpFetch(fetch, ui, { approvalOrigins: [`${api}/v1/`] });
      const response = await stepUpFetch(`${api}/v1/transfers`, post('{}'));
      expect(await response.json()).toEqual({ approvedWith: 'ott-login' });
      expect(ui.approve).toHaveBeenCalledWith('ott-login', expect.anything());
    });

    it('reads a function of origins at every demand', async () => {
      server.use(demandAt(api));
      let listed: string[] = [];
      const stepUpFetch = createStepUpFetch(fetch, fakeUi(), { approvalOrigins: () => listed });
      expect((await stepUpFailure(stepUpFetch(`${api}/v1/transfers`, post('{}')))).code).toBe(
        'UNTRUSTED_ORIGIN',
      );
      listed = [api];
      expect((await stepUpFetch(`${api}/v1/transfers`, post('{}'))).status).toBe(200);
    });

    it('refuses a foreign origin: a typed error, no modal, no retry, the demand still readable', async () => {
      server.use(demandAt('https://partner.test'));
      const error = await expectRefused(
        (stepUpFetch) => stepUpFetch('https://partner.test/rates', post('{}')),
        { approvalOrigins: [api] },
      );
      expect(await error.response?.json()).toEqual({ code: 'approval_required' });
      expect(received).toHaveLength(1);
    });

    it.each([
      ['a longer host', 'https://bank.test.evil.test'],
      ['a host ending like it', 'https://evilbank.test'],
      ['another scheme', 'http://bank.test'],
      ['another port', 'https://bank.test:8443'],
      ['a subdomain', 'https://api.bank.test'],
    ])('refuses a lookalike origin (%s)', async (_, lookalike) => {
      server.use(demandAt(lookalike));
      await expectRefused((stepUpFetch) => stepUpFetch(`${lookalike}/api/pay`, post('{}')));
    });

    it('refuses a URL that only names the page in its path or query', async () => {
      server.use(demandAt('https://evil.test'));
      await expectRefused((stepUpFetch) =>
        stepUpFetch('https://evil.test/https://bank.test/api?origin=https://bank.test', post('{}')),
      );
    });

    it('trusts nothing but the listed origins where there is no page (Node, a server)', async () => {
      vi.stubGlobal('location', undefined);
      server.use(demandAt(origin));
      await expectRefused((stepUpFetch) => stepUpFetch(url, post('{}')));
      expect(
        (await createStepUpFetch(fetch, fakeUi(), { approvalOrigins: [origin] })(url, post('{}')))
          .status,
      ).toBe(200);
    });

    it('refuses an answer that came from another origin than the one asked (a redirect)', async () => {
      const redirectedDemand = (from: string) => {
        const demand = new Response(null, {
          status: 403,
          headers: { [stepUpHeaders.approval]: 'ott-login' },
        });
        return Object.defineProperty(demand, 'url', { value: from });
      };
      await expectRefused(
        (stepUpFetch) => stepUpFetch(url, post('{}')),
        {},
        async () => redirectedDemand('https://evil.test/x'),
      );
      await expectRefused(
        (stepUpFetch) => stepUpFetch('https://evil.test/x', post('{}')),
        {},
        async () => redirectedDemand(url),
      );
    });

    it("refuses a foreign cool-off: the bank's cool-off modal never shows a third party's text", async () => {
      server.use(demandAt('https://partner.test', { coolOff: true }));
      const ui = fakeUi();
      const error = await stepUpFailure(
        createStepUpFetch(fetch, ui)('https://partner.test/recipients', post('{}')),
      );
      expect(error.code).toBe('UNTRUSTED_ORIGIN');
      expect(ui.coolOff).not.toHaveBeenCalled();
    });

    it('refuses an empty demand from a foreign origin as untrusted, before anything else', async () => {
      server.use(
        http.all(
          'https://partner.test/*',
          () => new HttpResponse(null, { status: 400, headers: { [stepUpHeaders.approval]: ' ' } }),
        ),
      );
      const error = await stepUpFailure(
        createStepUpFetch(fetch, fakeUi())('https://partner.test/x', post('{}')),
      );
      expect(error.code).toBe('UNTRUSTED_ORIGIN');
    });

    it('passes a foreign answer that asks for nothing through untouched', async () => {
      server.use(
        http.get('https://partner.test/rates', () =>
          HttpResponse.json({ gbp: 1 }, { status: 403 }),
        ),
      );
      const response = await createStepUpFetch(fetch, fakeUi())('https://partner.test/rates');
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ gbp: 1 });
    });

    it.each(['/api', 'api.bank.test', 'not a url'])(
      'throws on a listed origin that is not an absolute URL (%s)',
      (entry) => {
        expect(() => createStepUpFetch(fetch, fakeUi(), { approvalOrigins: [entry] })).toThrow(
          TypeError,
        );
      },
    );
  });

  it('asks for the UI only when a modal is needed; the UI may load lazily', async () => {
    server.use(
      protectedEndpoint(),
      http.get(`${origin}/open`, () => HttpResponse.json({ open: true })),
    );
    const ui = fakeUi();
    const loadUi = vi.fn(async () => ui);
    const stepUpFetch = createStepUpFetch(fetch, loadUi);

    expect((await stepUpFetch(`${origin}/open`)).status).toBe(200);
    expect(loadUi).not.toHaveBeenCalled();
    expect((await stepUpFetch(url, post('{}'))).status).toBe(200);
    expect(loadUi).toHaveBeenCalledTimes(1);
    expect(ui.approve).toHaveBeenCalledTimes(1);
  });
});

describe('createStepUpFetch: what the approval is for (dynamic linking)', () => {
  const transfer: StepUpDescription = {
    amount: { value: '1250.50', currency: 'EUR' },
    payee: 'Anna Schmidt',
  };
  const bill: StepUpDescription = { amount: { value: 40, currency: 'GBP' }, summary: 'Pay a bill' };

  /** A UI whose approval stays open until `approval` settles, and hands out the live descriptions. */
  function openApproval() {
    const approval = deferred();
    let descriptions: StepUpDescriptions | undefined;
    const ui = fakeUi(async (_, options) => {
      descriptions = options.descriptions;
      return approval.promise;
    });
    return {
      ui,
      approval,
      /** The descriptions once the modal is open. */
      opened: async () => {
        await vi.waitFor(() => expect(descriptions).toBeDefined());
        return descriptions!;
      },
    };
  }

  it("shows a call's own init.stepUp.description, over describe's", async () => {
    server.use(protectedEndpoint());
    const { ui, approval, opened } = openApproval();
    const describe = vi.fn(() => bill);
    const stepUpFetch = createStepUpFetch(fetch, ui, { describe });

    const call = stepUpFetch(url, { ...post('{}'), stepUp: { description: transfer } });
    expect((await opened()).current()).toEqual([transfer]);
    expect(describe).not.toHaveBeenCalled();
    approval.resolve();
    expect((await call).status).toBe(200);
  });

  it("uses describe(request) for a call without its own, with a copy of the call's request", async () => {
    server.use(protectedEndpoint());
    const { ui, approval, opened } = openApproval();
    const describe = vi.fn((request: Request): StepUpDescription => {
      // Reading the copy's body leaves the call's own for the retry.
      void request.text();
      return { summary: `${request.method} ${new URL(request.url).pathname}` };
    });
    const stepUpFetch = createStepUpFetch(fetch, ui, { describe });

    const call = stepUpFetch(url, { ...post('{"amount":10}'), stepUp: {} });
    expect((await opened()).current()).toEqual([{ summary: 'POST /api/transfer' }]);
    approval.resolve();
    expect(await (await call).json()).toEqual({ approvedWith: 'ott-1', echo: '{"amount":10}' });
    expect(describe).toHaveBeenCalledTimes(1);
  });

  it('never calls describe for a call whose answer asks for no approval', async () => {
    server.use(http.get(`${origin}/open`, () => HttpResponse.json({ open: true })));
    const describe = vi.fn(() => bill);
    const stepUpFetch = createStepUpFetch(fetch, fakeUi(), { describe });
    expect((await stepUpFetch(`${origin}/open`)).status).toBe(200);
    expect(describe).not.toHaveBeenCalled();
  });

  it('lists every call sharing one approval, in the order they were made, live', async () => {
    server.use(protectedEndpoint());
    const { ui, approval, opened } = openApproval();
    const stepUpFetch = createStepUpFetch(fetch, ui);

    const first = stepUpFetch(url, { ...post('1'), stepUp: { description: transfer } });
    const descriptions = await opened();
    expect(descriptions.current()).toEqual([transfer]);
    const listener = vi.fn();
    const unsubscribe = descriptions.subscribe(listener);
    const before = descriptions.current();
    // An undescribed caller shares the approval but adds nothing to the list.
    const undescribed = stepUpFetch(url, post('2'));
    const second = stepUpFetch(url, { ...post('3'), stepUp: { description: bill } });
    await vi.waitFor(() => expect(descriptions.current()).toEqual([transfer, bill]));
    expect(listener).toHaveBeenCalledTimes(1);
    // The same array until the list changes: a UI comparing snapshots re-renders only then.
    expect(descriptions.current()).toBe(descriptions.current());
    expect(descriptions.current()).not.toBe(before);
    unsubscribe();

    approval.resolve();
    const answers = await Promise.all([first, undescribed, second]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(ui.approve).toHaveBeenCalledTimes(1);
    // Approved calls stay listed: the modal is not emptied on its way out.
    expect(descriptions.current()).toEqual([transfer, bill]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('lists the calls in the order they were made, whichever answer came back first', async () => {
    const firstDemand = deferred();
    server.use(
      http.all(url, async ({ request }) => {
        const entry = await record(request);
        // The first call's demand comes back last: the second call opens the approval.
        if (entry.approval === null && decode(entry.body) === '1') await firstDemand.promise;
        return entry.approval === null
          ? HttpResponse.json({}, { status: 403, headers: { [stepUpHeaders.approval]: 'ott-1' } })
          : HttpResponse.json({ approvedWith: entry.approval });
      }),
    );
    const { ui, approval, opened } = openApproval();
    const stepUpFetch = createStepUpFetch(fetch, ui);

    const first = stepUpFetch(url, { ...post('1'), stepUp: { description: transfer } });
    const second = stepUpFetch(url, { ...post('2'), stepUp: { description: bill } });
    const descriptions = await opened();
    expect(descriptions.current()).toEqual([bill]);
    firstDemand.resolve();
    await vi.waitFor(() => expect(descriptions.current()).toEqual([transfer, bill]));

    approval.resolve();
    expect((await Promise.all([first, second])).map((answer) => answer.status)).toEqual([200, 200]);
  });

  it('lists two calls with the same description twice, and removes only the one that left', async () => {
    server.use(protectedEndpoint());
    const { ui, approval, opened } = openApproval();
    const stepUpFetch = createStepUpFetch(fetch, ui);
    const leaving = new AbortController();

    const first = stepUpFetch(url, { ...post('1'), stepUp: { description: bill } });
    const descriptions = await opened();
    const gone = stepUpFetch(url, {
      ...post('2'),
      signal: leaving.signal,
      stepUp: { description: bill },
    });
    await vi.waitFor(() => expect(descriptions.current()).toEqual([bill, bill]));
    leaving.abort();
    expect(await failure(gone)).toMatchObject({ name: 'AbortError' });
    expect(descriptions.current()).toEqual([bill]);
    approval.resolve();
    expect((await first).status).toBe(200);
  });

  it('removes a caller that stops waiting (its signal aborts); the others stay, in order', async () => {
    server.use(protectedEndpoint());
    const { ui, approval, opened } = openApproval();
    const stepUpFetch = createStepUpFetch(fetch, ui);
    const leaving = new AbortController();
    const third: StepUpDescription = { summary: 'Add a new recipient' };

    const first = stepUpFetch(url, {
      ...post('1'),
      signal: leaving.signal,
      stepUp: { description: transfer },
    });
    const descriptions = await opened();
    const others = [bill, third].map((description, index) =>
      stepUpFetch(url, { ...post(String(index + 2)), stepUp: { description } }),
    );
    await vi.waitFor(() => expect(descriptions.current()).toEqual([transfer, bill, third]));
    const listener = vi.fn();
    descriptions.subscribe(listener);

    leaving.abort();
    expect(await failure(first)).toMatchObject({ name: 'AbortError' });
    expect(descriptions.current()).toEqual([bill, third]);
    expect(listener).toHaveBeenCalledTimes(1);

    approval.resolve();
    expect((await Promise.all(others)).map((answer) => answer.status)).toEqual([200, 200]);
  });

  it('leaves a call undescribed when describe throws; the call goes on', async () => {
    server.use(protectedEndpoint());
    const { ui, approval, opened } = openApproval();
    const stepUpFetch = createStepUpFetch(fetch, ui, {
      describe: () => {
        throw new Error('the host could not read it');
      },
    });

    const call = stepUpFetch(url, post('{"amount":10}'));
    expect((await opened()).current()).toEqual([]);
    approval.resolve();
    const answer = await call;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ approvedWith: 'ott-1', echo: '{"amount":10}' });
  });

  it('never passes init.stepUp (or any init) to the real fetch: only a Request', async () => {
    server.use(protectedEndpoint());
    const sent: unknown[][] = [];
    const spyingFetch = ((...args: Parameters<typeof fetch>) => {
      sent.push(args);
      return fetch(...args);
    }) as typeof fetch;
    const stepUpFetch = createStepUpFetch(spyingFetch, fakeUi());

    const answer = await stepUpFetch(url, {
      ...post('{}'),
      stepUp: { description: transfer },
    });
    expect(answer.status).toBe(200);
    expect(sent).toHaveLength(2);
    for (const args of sent) {
      expect(args).toHaveLength(1);
      expect(args[0]).toBeInstanceOf(Request);
      expect(args[0]).not.toHaveProperty('stepUp');
    }
  });
});

describe('StepUpError', () => {
  it('keeps the answer (and so the token) out of logs and JSON', () => {
    const response = new Response(null, {
      status: 403,
      headers: { [stepUpHeaders.approval]: 'ott-secret' },
    });
    const error = new StepUpError('SCA_MODAL_CLOSED', { response });
    expect(error.response).toBe(response);
    expect(isStepUpError(error)).toBe(true);
    expect(isStepUpError(new Error('x'))).toBe(false);
    expect(Object.keys(error)).not.toContain('response');
    expect(JSON.stringify(error)).toBe(
      JSON.stringify({
        name: 'StepUpError',
        code: 'SCA_MODAL_CLOSED',
        message: 'The approval was closed before it finished.',
      }),
    );
    expect(new StepUpError('MISSING_OTT').message).toBe('Missing OTT');
    expect(new StepUpError('REDIRECT_REFUSED', { message: 'custom' }).message).toBe('custom');
  });
});
