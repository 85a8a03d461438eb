import { createClient } from '../../api/client';
import { resolveConfig, type GatehouseConfig } from '../../api/config';
import { GatehouseError } from '../../errors/gatehouseError';
import {
  SELFIE_MAX_BYTES,
  SELFIE_UPLOAD_TIMEOUT_MS,
  selfieUploadError,
  selfieUploadUrl,
  uploadSelfie,
} from './selfieUpload';

const page = 'https://app.example.com';
const navigation = { origin: () => page, hostname: () => 'app.example.com', assign: vi.fn() };
const uploadPath = '/gateway/v1/one-time-token/selfie-with-id/upload';

interface Sent {
  url: string;
  init: RequestInit;
}

function setup(
  answer: () => Response | Promise<Response> = () => new Response(null, { status: 204 }),
  config: GatehouseConfig = {},
) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), init });
    return answer();
  });
  const client = createClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    navigation,
    ...config,
  });
  return { client, sent, fetch };
}

const photo = (bytes = 2048, name = 'selfie.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array(bytes).fill(7)], name, { type });

async function rejection(promise: Promise<unknown>): Promise<GatehouseError> {
  const outcome = await promise.then(
    () => 'resolved',
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(GatehouseError);
  return outcome as GatehouseError;
}

describe('SELFIE_MAX_BYTES', () => {
  it('is SPEC.md’s 10 MB, 10485760 bytes', () => {
    expect(SELFIE_MAX_BYTES).toBe(10_485_760);
  });
});

describe('selfieUploadUrl', () => {
  const config = (overrides: GatehouseConfig = {}) => resolveConfig({ navigation, ...overrides });

  it.each([
    ['/gateway/v1/upload', 'https://app.example.com/gateway/v1/upload'],
    ['/gateway/v1/upload?kind=selfie', 'https://app.example.com/gateway/v1/upload?kind=selfie'],
    ['https://app.example.com/gateway/v1/upload', 'https://app.example.com/gateway/v1/upload'],
  ])('allows %j on the page’s own origin → the absolute %j', (path, expected) => {
    expect(selfieUploadUrl(path, config())).toBe(expected);
  });

  it.each([
    'https://evil.example.net/upload',
    '//evil.example.net/upload',
    '/\\evil.example.net/upload',
    'http://app.example.com/upload',
    'javascript:alert(1)',
    'data:text/plain,hello',
    'upload',
    '../upload',
    'https://app.example.com.evil.example.net/upload',
    'http://[invalid',
    '/.//evil.example/c',
    '/x/..//evil.example/c',
    '/%2e//evil.example/c',
    '/\t/evil.example/c',
    '/\n/evil.example/c',
    '\\\\evil.example/c',
    'https://app.example.com//evil.example/c',
    'https://app.example.com@evil.example/c',
    ' /gateway/v1/upload',
    'blob:https://app.example.com/5a3f7c1e',
  ])('refuses %j', (path) => {
    expect(selfieUploadUrl(path, config())).toBeUndefined();
  });

  it.each([42, null, { href: '/gateway/v1/upload' }, ['/gateway/v1/upload']])(
    'refuses %j, which is not a string',
    (path) => {
      expect(selfieUploadUrl(path, config())).toBeUndefined();
    },
  );

  it('refuses a disguised other origin behind the API base too', () => {
    const api = config({ apiBaseUrl: 'https://api.example.com' });
    expect(selfieUploadUrl('/.//evil.example/c', api)).toBeUndefined();
    expect(selfieUploadUrl('//evil.example/c', api)).toBeUndefined();
    expect(selfieUploadUrl('/x/..//evil.example/c', api)).toBeUndefined();
  });

  it('puts the API base before a site path, and allows the API’s own origin', () => {
    const api = config({ apiBaseUrl: 'https://api.example.com/' });
    expect(selfieUploadUrl('/gateway/v1/upload', api)).toBe(
      'https://api.example.com/gateway/v1/upload',
    );
    expect(selfieUploadUrl('https://api.example.com/v2/upload', api)).toBe(
      'https://api.example.com/v2/upload',
    );
  });

  it('allows an origin the host allowed, and only that one', () => {
    const allowed = config({ allowedRedirectOrigins: ['https://uploads.example.com'] });
    expect(selfieUploadUrl('https://uploads.example.com/selfie', allowed)).toBe(
      'https://uploads.example.com/selfie',
    );
    expect(selfieUploadUrl('https://other.example.com/selfie', allowed)).toBeUndefined();
  });
});

describe('uploadSelfie', () => {
  it('posts the file, purpose and sourceOfUpload as multipart, with the contract’s headers and the token', async () => {
    const { client, sent } = setup(undefined, {
      guestId: 'guest-1',
      locale: 'fr-FR',
      profilerContext: { ggow: 'g', mosc: 'm' },
    });
    const file = photo(4096, 'me.png', 'image/png');
    await uploadSelfie(client, { ott: 'ott-selfie', uploadPath, file });
    expect(sent).toHaveLength(1);
    const { url, init } = sent[0]!;
    expect(url).toBe(`${page}${uploadPath}`);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    const headers = new Headers(init.headers);
    expect(headers.get('One-Time-Token')).toBe('ott-selfie');
    expect(headers.get('X-Client-Id')).toBe('gatehouse-web');
    expect(headers.get('X-Access-Token')).toBe('gatehouse-web-access');
    expect(headers.get('Accept-Language')).toBe('fr-FR');
    expect(headers.get('X-Guest-Id')).toBe('guest-1');
    expect(headers.get('X-Profiler-Ggow')).toBe('g');
    expect(headers.get('X-Profiler-Mosc')).toBe('m');
    // The browser writes the multipart Content-Type with its boundary.
    expect(headers.has('Content-Type')).toBe(false);

    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual(['file', 'purpose', 'sourceOfUpload']);
    expect(body.get('purpose')).toBe('SELFIE_WITH_ID');
    expect(body.get('sourceOfUpload')).toBe('WEB');
    const sentFile = body.get('file') as File;
    expect(sentFile.name).toBe('me.png');
    expect(sentFile.size).toBe(4096);

    // Encoded as a real request would be: multipart with a boundary, the bytes intact.
    const request = new Request(url, { method: 'POST', body });
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const parsed = await request.formData();
    const roundTrip = parsed.get('file') as File;
    expect(roundTrip.type).toBe('image/png');
    expect(new Uint8Array(await roundTrip.arrayBuffer())).toEqual(new Uint8Array(4096).fill(7));
  });

  it('takes the API base for a site path', async () => {
    const { client, sent } = setup(undefined, { apiBaseUrl: 'https://api.example.com' });
    await uploadSelfie(client, { ott: 'o', uploadPath, file: photo() });
    expect(sent[0]!.url).toBe(`https://api.example.com${uploadPath}`);
  });

  it.each([
    [200, () => Response.json({ status: 'RECEIVED' })],
    [201, () => new Response('not json', { status: 201 })],
    [204, () => new Response(null, { status: 204 })],
  ])('passes on %i whatever the body', async (_, answer) => {
    const { client } = setup(answer);
    await expect(
      uploadSelfie(client, { ott: 'o', uploadPath, file: photo() }),
    ).resolves.toBeUndefined();
  });

  it('sends nothing without an upload path', async () => {
    const { client, fetch } = setup();
    for (const missing of [undefined, '']) {
      expect(
        await rejection(uploadSelfie(client, { ott: 'o', uploadPath: missing, file: photo() })),
      ).toMatchObject({
        status: 0,
        code: 'selfie.upload_path_missing',
      });
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends nothing (and no token) to an upload path on another origin', async () => {
    const { client, fetch } = setup();
    const error = await rejection(
      uploadSelfie(client, {
        ott: 'o',
        uploadPath: 'https://evil.example.net/steal',
        file: photo(),
      }),
    );
    expect(error).toMatchObject({ status: 0, code: 'selfie.upload_path_refused' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['/.//evil.example/c', {}],
    ['/.//evil.example/c', { apiBaseUrl: 'https://api.example.com' }],
    ['/x/..//evil.example/c', {}],
    ['/%2e//evil.example/c', {}],
    ['/\\evil.example/c', {}],
    [`${page}//evil.example/c`, {}],
  ])(
    'sends nothing at all (no selfie, no token, no guest id) for %j with %j',
    async (path, config) => {
      const { client, fetch } = setup(undefined, { guestId: 'guest-1', ...config });
      const error = await rejection(
        uploadSelfie(client, { ott: 'ott-selfie', uploadPath: path, file: photo() }),
      );
      expect(error).toMatchObject({ status: 0, code: 'selfie.upload_path_refused' });
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('reads a 4xx body’s code and message', async () => {
    const { client } = setup(() =>
      Response.json(
        {
          code: 'selfie_unreadable',
          message: 'We could not read your ID. Please try a clearer photo.',
        },
        { status: 422 },
      ),
    );
    expect(
      await rejection(uploadSelfie(client, { ott: 'o', uploadPath, file: photo() })),
    ).toMatchObject({
      status: 422,
      code: 'selfie_unreadable',
      serverMessage: 'We could not read your ID. Please try a clearer photo.',
    });
  });

  it('reads a bare { message } and the { errors: [...] } shape', async () => {
    const bare = setup(() =>
      Response.json({ message: 'Your photo is too dark.' }, { status: 400 }),
    );
    expect(
      await rejection(uploadSelfie(bare.client, { ott: 'o', uploadPath, file: photo() })),
    ).toMatchObject({
      status: 400,
      code: 'unexpected.error',
      serverMessage: 'Your photo is too dark.',
    });
    const list = setup(() =>
      Response.json(
        { errors: [{ code: 'selfie_blurry', message: 'Your photo is blurry.' }] },
        { status: 400 },
      ),
    );
    expect(
      await rejection(uploadSelfie(list.client, { ott: 'o', uploadPath, file: photo() })),
    ).toMatchObject({
      code: 'selfie_blurry',
      serverMessage: 'Your photo is blurry.',
    });
  });

  it.each([
    ['an empty 400', () => new Response(null, { status: 400 }), 400],
    ['an HTML 413', () => new Response('<h1>Too large</h1>', { status: 413 }), 413],
    ['an empty 500', () => new Response(null, { status: 500 }), 500],
    [
      'a JSON 503 without message or code',
      () => Response.json({ retry: true }, { status: 503 }),
      503,
    ],
  ])('%s is unexpected.error without a message', async (_, answer, status) => {
    const { client } = setup(answer);
    const error = await rejection(uploadSelfie(client, { ott: 'o', uploadPath, file: photo() }));
    expect(error).toMatchObject({ status, code: 'unexpected.error' });
    expect(error.serverMessage).toBeUndefined();
  });

  it('a network failure is network.error; an abort is re-thrown as it is', async () => {
    const offline = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(
      await rejection(uploadSelfie(offline.client, { ott: 'o', uploadPath, file: photo() })),
    ).toMatchObject({
      status: 0,
      code: 'network.error',
    });
    const controller = new AbortController();
    const aborted = setup(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    await expect(
      uploadSelfie(aborted.client, {
        ott: 'o',
        uploadPath,
        file: photo(),
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('selfieUploadError', () => {
  it('keeps a code without a message', () => {
    expect(selfieUploadError(403, JSON.stringify({ code: 'ott_expired' }))).toMatchObject({
      code: 'ott_expired',
      serverMessage: undefined,
    });
  });

  it('reads a message when the code is null', () => {
    expect(
      selfieUploadError(400, JSON.stringify({ code: null, message: 'Try again.' })),
    ).toMatchObject({
      code: 'unexpected.error',
      serverMessage: 'Try again.',
    });
  });
});

describe('uploadSelfie time limit', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives a 10 MB upload on a slow mobile uplink five minutes, not the 30 s of other calls', async () => {
    expect(SELFIE_UPLOAD_TIMEOUT_MS).toBe(300_000);
    const { client } = setup(() => new Promise<Response>(() => undefined));
    let outcome: unknown;
    void uploadSelfie(client, { ott: 'ott-1', uploadPath, file: photo() }).catch(
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(299_999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ status: 0, code: 'request.timeout' });
  });

  it("keeps a host's longer requestTimeoutMs", async () => {
    const { client } = setup(() => new Promise<Response>(() => undefined), {
      requestTimeoutMs: 600_000,
    });
    let outcome: unknown;
    void uploadSelfie(client, { ott: 'ott-1', uploadPath, file: photo() }).catch(
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(300_000);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(outcome).toMatchObject({ code: 'request.timeout' });
  });
});
