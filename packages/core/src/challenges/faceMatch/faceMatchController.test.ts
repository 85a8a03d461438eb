import { fakeOrigin, fakeVisibility } from '../../../test/fakeTabs';
import { createClient } from '../../api/client';
import type { GatehouseConfig } from '../../api/config';
import type { GatehouseError } from '../../errors/gatehouseError';
import { createFlowStore } from '../../flow/createFlowStore';
import type { FaceScanResult, FaceScanSession } from './faceMatchCalls';
import {
  CAMERA_TIMEOUT_ERROR,
  CAMERA_TIMEOUT_MS,
  createFaceMatchController,
  FACE_MATCH_MAX_POLLS,
  FACE_MATCH_POLL_INTERVAL_MS,
  faceMatchFallback,
  faceMatchIntroProceeds,
  isFirefoxUserAgent,
  type CameraAvailability,
  type FaceScanCapture,
} from './faceMatchController';

type Answer = () => Response | Promise<Response>;
const json = (body: unknown) => () => Response.json(body);
const result = (value: string) => json({ result: value });
const error =
  (code: number, errorCode = 'oops') =>
  () =>
    Response.json({ code: errorCode }, { status: code });
const network = () => Promise.reject(new TypeError('Failed to fetch'));
const hang = () => new Promise<Response>(() => {});
const flush = () => vi.advanceTimersByTimeAsync(0);

const keys = {
  productionKey: 'pk-1',
  deviceKeyIdentifier: 'dk-1',
  faceScanPublicKey: 'pub-1',
  sessionId: 'fs-1',
};
const scanFor = (session: FaceScanSession): FaceScanResult => ({
  sessionId: session.sessionId,
  faceScan: 'c2Nhbg==',
  auditTrailImage: '/9j/4AAQ',
});

type Route = 'flow' | 'rejection' | 'trigger' | 'submit' | 'status';

function routeOf(path: string): Route {
  if (path.endsWith('/flow/rejection')) return 'rejection';
  if (path.endsWith('/flow')) return 'flow';
  if (path.endsWith('/trigger')) return 'trigger';
  if (path.endsWith('/submit')) return 'submit';
  return 'status';
}

/** Answers each route with the next of its script (the last repeats). Rejects on abort, like fetch. */
function scriptedFetch(script: Partial<Record<Route, Answer[]>>) {
  const queues: Record<Route, Answer[]> = {
    flow: [result('START_FACE_TEC')],
    rejection: [result('OTHER_METHODS_SELECTED')],
    trigger: [json(keys)],
    submit: [() => new Response(null, { status: 204 })],
    status: [result('ACCEPTED')],
    ...script,
  };
  const requests: Array<{
    route: Route;
    method: string;
    path: string;
    headers: Headers;
    body: unknown;
  }> = [];
  const spy = vi.fn(
    (input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((resolve, reject) => {
        const path = String(input);
        const route = routeOf(path);
        requests.push({
          route,
          method: init.method ?? 'GET',
          path,
          headers: new Headers(init.headers),
          body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        });
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
        const queue = queues[route];
        const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
        Promise.resolve().then(answer).then(resolve, reject);
      }),
  );
  const count = (route: Route) => requests.filter((r) => r.route === route).length;
  return { fetch: spy as unknown as typeof globalThis.fetch, spy, requests, count };
}

interface SetupOptions {
  camera?: CameraAvailability | CameraAvailability[];
  capture?: FaceScanCapture;
  cameraTimeoutMs?: number;
  /** The controller's error monitoring; a spy when not given. */
  reportError?: (error: GatehouseError) => void;
  /** Visibility and tabs, for the polling engine. */
  config?: Pick<GatehouseConfig, 'visibility' | 'tabs'>;
}

function setup(
  script: Partial<Record<Route, Answer[]>> = {},
  { camera = 'available', capture, cameraTimeoutMs, config, reportError }: SetupOptions = {},
) {
  const fetched = scriptedFetch(script);
  const cameras = Array.isArray(camera) ? [...camera] : [camera];
  const detectCamera = vi.fn(async (_signal: AbortSignal) =>
    cameras.length > 1 ? cameras.shift()! : cameras[0]!,
  );
  const captureSpy = vi.fn<FaceScanCapture>(capture ?? (async (session) => scanFor(session)));
  const callbacks = {
    onPassed: vi.fn(),
    onShowAlternates: vi.fn(),
    onPhoneNumberChange: vi.fn(),
    onFatal: vi.fn(),
    reportError: vi.fn<(error: GatehouseError) => void>(),
  };
  const faceMatch = createFaceMatchController({
    client: createClient({ fetch: fetched.fetch, ...config }),
    ott: 'ott-fm',
    detectCamera,
    capture: captureSpy,
    cameraTimeoutMs,
    ...callbacks,
    ...(reportError ? { reportError } : {}),
  });
  faceMatch.start();
  const reported = () => callbacks.reportError.mock.calls.map(([e]) => e.code);
  return {
    ...fetched,
    ...callbacks,
    faceMatch,
    detectCamera,
    capture: captureSpy,
    reported,
    state: () => faceMatch.getState(),
  };
}

/** Intro, Continue, camera fine, trigger, capture, submit: now waiting for the first poll. */
async function submitted(script: Partial<Record<Route, Answer[]>>, options?: SetupOptions) {
  const context = setup(script, options);
  context.faceMatch.begin();
  await flush();
  expect(context.state().phase).toBe('waiting');
  return context;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the fallback rules (SPEC.md §4)', () => {
  it.each([
    ['OTHER_METHODS_SELECTED', 'alternates'],
    ['START_APPROVE_ANOTHER_WAY', 'alternates'],
    ['START_PHONE_NUMBER_CHANGE', 'phoneNumberChange'],
    ['CONSENT_DENIED', 'phoneNumberChange'],
    ['START_FACE_TEC', 'logged'],
    ['SUCCESS', 'logged'],
    ['SOMETHING_NEW', 'logged'],
    ['other_methods_selected', 'logged'],
    ['', 'logged'],
  ] as const)('%j → %s', (value, route) => {
    expect(faceMatchFallback(value)).toBe(route);
  });

  it('the intro proceeds on START_FACE_TEC and SUCCESS only', () => {
    expect(faceMatchIntroProceeds('START_FACE_TEC')).toBe(true);
    expect(faceMatchIntroProceeds('SUCCESS')).toBe(true);
    for (const other of [
      'OTHER_METHODS_SELECTED',
      'START_PHONE_NUMBER_CHANGE',
      'CONSENT_DENIED',
      'ACCEPTED',
      '',
    ]) {
      expect(faceMatchIntroProceeds(other)).toBe(false);
    }
  });
});

describe('isFirefoxUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', true],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/128.0 Mobile/15E148 Safari/605.1.15',
      true,
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      false,
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      false,
    ],
    ['', false],
  ])('%s → %s', (userAgent, firefox) => {
    expect(isFirefoxUserAgent(userAgent)).toBe(firefox);
  });
});

describe('createFaceMatchController: the intro', () => {
  it('waits on the intro until Continue; nothing is requested before', async () => {
    const { state, spy, detectCamera } = setup();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state().phase).toBe('intro');
    expect(spy).not.toHaveBeenCalled();
    expect(detectCamera).not.toHaveBeenCalled();
  });

  it.each(['START_FACE_TEC', 'SUCCESS'])(
    '%s: checks the camera, then triggers, captures and submits',
    async (value) => {
      const { faceMatch, requests, capture, detectCamera, state } = setup({
        flow: [result(value)],
      });
      faceMatch.begin();
      faceMatch.begin();
      expect(state().phase).toBe('checking');
      await flush();
      expect(detectCamera).toHaveBeenCalledTimes(1);
      expect(requests.map((r) => `${r.method} ${r.route}`)).toEqual([
        'POST flow',
        'GET trigger',
        'POST submit',
      ]);
      expect(capture).toHaveBeenCalledTimes(1);
      expect(capture.mock.calls[0]![0]).toEqual({ ...keys, sdkVersion: '0.1.10' });
      expect(capture.mock.calls[0]![1]).toBeInstanceOf(AbortSignal);
      expect(requests[2]!.body).toEqual({
        sessionId: 'fs-1',
        faceScan: 'c2Nhbg==',
        auditTrailImage: '/9j/4AAQ',
      });
      expect(state().phase).toBe('waiting');
    },
  );

  it.each([
    ['OTHER_METHODS_SELECTED', 'onShowAlternates', 'intro'],
    ['START_APPROVE_ANOTHER_WAY', 'onShowAlternates', 'intro'],
    ['START_PHONE_NUMBER_CHANGE', 'onPhoneNumberChange', 'leaving'],
    ['CONSENT_DENIED', 'onPhoneNumberChange', 'leaving'],
  ] as const)('%s → %s (then %s), no camera check, no trigger', async (value, callback, phase) => {
    const context = setup({ flow: [result(value)] });
    context.faceMatch.begin();
    await flush();
    expect(context[callback]).toHaveBeenCalledTimes(1);
    const others = (
      ['onShowAlternates', 'onPhoneNumberChange', 'onPassed', 'onFatal'] as const
    ).filter((name) => name !== callback);
    for (const other of others) expect(context[other]).not.toHaveBeenCalled();
    expect(context.state().phase).toBe(phase);
    expect(context.detectCamera).not.toHaveBeenCalled();
    expect(context.count('trigger')).toBe(0);
    expect(context.reportError).not.toHaveBeenCalled();
  });

  it('an unknown result is only logged: reported without the token, the intro stays with its error', async () => {
    const { faceMatch, state, reportError, onShowAlternates, onPhoneNumberChange, count } = setup({
      flow: [result('MAYBE_LATER'), result('START_FACE_TEC')],
    });
    faceMatch.begin();
    await flush();
    expect(state()).toMatchObject({ phase: 'intro', introUnhandled: true });
    expect(reportError).toHaveBeenCalledTimes(1);
    const reported = reportError.mock.calls[0]![0];
    expect(reported).toMatchObject({
      code: 'facematch.unhandled_result',
      params: { result: 'MAYBE_LATER', step: 'intro' },
    });
    expect(JSON.stringify(reported)).not.toContain('ott-fm');
    expect(onShowAlternates).not.toHaveBeenCalled();
    expect(onPhoneNumberChange).not.toHaveBeenCalled();
    faceMatch.begin();
    expect(state().introUnhandled).toBe(false);
    await flush();
    expect(count('trigger')).toBe(1);
  });

  it.each([
    ['a 500', error(500)],
    ['a network failure', network],
    ['a body that fails its schema', json({ nothing: true })],
  ])('an intro error (%s) falls back to START_PHONE_NUMBER_CHANGE', async (_name, answer) => {
    const { faceMatch, onPhoneNumberChange, state, count, reported } = setup({ flow: [answer] });
    faceMatch.begin();
    await flush();
    expect(onPhoneNumberChange).toHaveBeenCalledTimes(1);
    expect(state().phase).toBe('leaving');
    expect(count('trigger')).toBe(0);
    expect(reported()).toHaveLength(1);
  });

  it.each([
    ['404 ott_not_found', error(404, 'ott_not_found'), []],
    ['500', error(500, 'server_error'), ['server_error']],
  ])(
    "an intro %s still falls back; the flow's reportError given leaves out ott_not_found",
    async (_name, answer, monitored) => {
      const reportError = vi.fn<(error: GatehouseError) => void>();
      const flow = createFlowStore({
        ott: 'ott-fm',
        client: createClient({ fetch: () => Promise.reject(new Error('not asked')) }),
        challenges: {},
        onSuccess: vi.fn(),
        reportError,
      });
      const { faceMatch, onPhoneNumberChange } = setup(
        { flow: [answer] },
        { reportError: flow.reportError },
      );
      faceMatch.begin();
      await flush();
      expect(onPhoneNumberChange).toHaveBeenCalledTimes(1);
      expect(reportError.mock.calls.map(([e]) => e.code)).toEqual(monitored);
    },
  );
});

describe('createFaceMatchController: camera required', () => {
  it.each(['none', 'denied'] as const)(
    'camera %s: the camera-required intro, no trigger',
    async (camera) => {
      const { faceMatch, state, count } = setup({}, { camera });
      faceMatch.begin();
      await flush();
      expect(state()).toMatchObject({ phase: 'cameraRequired', cameraScreen: 'intro', camera });
      expect(count('trigger')).toBe(0);
    },
  );

  it('a camera check that throws counts as no camera', async () => {
    const { faceMatch, state, detectCamera } = setup();
    detectCamera.mockRejectedValueOnce(new Error('boom'));
    faceMatch.begin();
    await flush();
    expect(state()).toMatchObject({ phase: 'cameraRequired', camera: 'none' });
  });

  it('a camera check that never answers (a prompt left open) shows the camera-required screen at 60 s, not before', async () => {
    expect(CAMERA_TIMEOUT_MS).toBe(60_000);
    const { faceMatch, state, detectCamera, count } = setup();
    detectCamera.mockImplementationOnce(() => new Promise<CameraAvailability>(() => undefined));
    faceMatch.begin();
    await flush();
    expect(state().phase).toBe('checking');
    await vi.advanceTimersByTimeAsync(CAMERA_TIMEOUT_MS - 1);
    expect(state().phase).toBe('checking');
    await vi.advanceTimersByTimeAsync(1);
    expect(state()).toMatchObject({
      phase: 'cameraRequired',
      cameraScreen: 'intro',
      camera: 'timedOut',
    });
    // The check is told to let go (a stream that arrives late is stopped), and no timer is left.
    expect(detectCamera.mock.calls[0]![0].aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(count('trigger')).toBe(0);
    // "Check my camera again" after the user answered the prompt.
    faceMatch.checkCamera();
    await flush();
    expect(count('trigger')).toBe(1);
  });

  it('takes a camera that answers after 10 s, and honours cameraTimeoutMs', async () => {
    const slow = setup({ status: [hang] });
    slow.detectCamera.mockImplementationOnce(
      () =>
        new Promise<CameraAvailability>((resolve) =>
          setTimeout(() => resolve('available'), 10_000),
        ),
    );
    slow.faceMatch.begin();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(slow.state().phase).toBe('waiting');
    slow.faceMatch.dispose();

    const short = setup({}, { cameraTimeoutMs: 5_000 });
    short.detectCamera.mockImplementationOnce(
      () => new Promise<CameraAvailability>(() => undefined),
    );
    short.faceMatch.begin();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(short.state().phase).toBe('checking');
    await vi.advanceTimersByTimeAsync(1);
    expect(short.state()).toMatchObject({ phase: 'cameraRequired', camera: 'timedOut' });
  });

  it('leaving during the camera check aborts it, and its late answer changes nothing', async () => {
    const { faceMatch, state, detectCamera } = setup();
    let answer: (camera: CameraAvailability) => void = () => undefined;
    detectCamera.mockImplementationOnce(
      () => new Promise<CameraAvailability>((resolve) => (answer = resolve)),
    );
    faceMatch.begin();
    await flush();
    faceMatch.dispose();
    expect(detectCamera.mock.calls[0]![0].aborted).toBe(true);
    answer('available');
    await vi.advanceTimersByTimeAsync(CAMERA_TIMEOUT_MS);
    expect(state().phase).toBe('checking');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('moves between its three screens and back; "Check manually" starts the phone-number change', async () => {
    const { faceMatch, state, onPhoneNumberChange } = setup({}, { camera: 'denied' });
    faceMatch.showCameraScreen('tryAnotherWay');
    expect(state().cameraScreen).toBe('intro');
    faceMatch.begin();
    await flush();
    faceMatch.showCameraScreen('tryAnotherWay');
    expect(state().cameraScreen).toBe('tryAnotherWay');
    faceMatch.showCameraScreen('downloadApp');
    expect(state().cameraScreen).toBe('downloadApp');
    faceMatch.showCameraScreen('tryAnotherWay');
    faceMatch.showCameraScreen('intro');
    expect(state().cameraScreen).toBe('intro');
    faceMatch.showCameraScreen('tryAnotherWay');
    faceMatch.checkManually();
    expect(onPhoneNumberChange).toHaveBeenCalledTimes(1);
    expect(state().phase).toBe('leaving');
    faceMatch.checkManually();
    expect(onPhoneNumberChange).toHaveBeenCalledTimes(1);
  });

  it('a double click on Continue or "Check my camera again" sends one request and checks the camera once', async () => {
    const { faceMatch, state, detectCamera, count } = setup(
      { status: [hang] },
      { camera: ['denied', 'available'] },
    );
    faceMatch.begin();
    faceMatch.begin();
    await flush();
    expect(count('flow')).toBe(1);
    expect(detectCamera).toHaveBeenCalledTimes(1);
    expect(state()).toMatchObject({ phase: 'cameraRequired', camera: 'denied' });
    faceMatch.checkCamera();
    faceMatch.checkCamera();
    await flush();
    expect(detectCamera).toHaveBeenCalledTimes(2);
    expect(count('trigger')).toBe(1);
    expect(state().phase).toBe('waiting');
  });

  it('"Check my camera again" goes on to the video selfie once the camera is there', async () => {
    const { faceMatch, state, detectCamera, count } = setup(
      { status: [hang] },
      { camera: ['denied', 'denied', 'available'] },
    );
    faceMatch.begin();
    await flush();
    faceMatch.checkCamera();
    expect(state().phase).toBe('checking');
    await flush();
    expect(state()).toMatchObject({ phase: 'cameraRequired', camera: 'denied' });
    faceMatch.checkCamera();
    await flush();
    expect(detectCamera).toHaveBeenCalledTimes(3);
    expect(state().phase).toBe('waiting');
    expect(count('flow')).toBe(1);
    expect(count('trigger')).toBe(1);
  });
});

describe('createFaceMatchController: waiting for the result', () => {
  it('uses SPEC.md §9 numbers: up to 30 requests, 1 s apart', () => {
    expect(FACE_MATCH_MAX_POLLS).toBe(30);
    expect(FACE_MATCH_POLL_INTERVAL_MS).toBe(1000);
  });

  it('polls 1000 ms after the submit and then every 1000 ms (none at 999 ms); ACCEPTED passes', async () => {
    const { count, onPassed, state } = await submitted({
      status: [result('STILL_PROCESSING'), result('STILL_PROCESSING'), result('ACCEPTED')],
    });
    expect(count('status')).toBe(0);
    await vi.advanceTimersByTimeAsync(999);
    expect(count('status')).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(count('status')).toBe(1);
    expect(state().polls).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(count('status')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(count('status')).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(count('status')).toBe(3);
    expect(state()).toMatchObject({ phase: 'accepted', polls: 3 });
    expect(onPassed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(count('status')).toBe(3);
  });

  it('STILL_PROCESSING 30 times: TIMED_OUT after the 30th request (30 s), reported, nothing more is requested', async () => {
    const { count, state, reported, onPassed, onFatal } = await submitted({
      status: [result('STILL_PROCESSING')],
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(count('status')).toBe(29);
    expect(state().phase).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(count('status')).toBe(30);
    expect(state()).toMatchObject({ phase: 'failed', failure: 'TIMED_OUT', polls: 30 });
    expect(reported()).toEqual(['TIMED_OUT']);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(count('status')).toBe(30);
    expect(onPassed).not.toHaveBeenCalled();
    expect(onFatal).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts 5xx, network failures and unknown results as still processing (within the 30)', async () => {
    // No jitter: back-off waits half its ceiling (1 s, then 2 s); an answer resets it.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { count, onPassed, onFatal } = await submitted({
      status: [error(503), network, json({ result: 'MAYBE' }), result('ACCEPTED')],
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(count('status')).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(count('status')).toBe(4);
    expect(onFatal).not.toHaveBeenCalled();
    expect(onPassed).toHaveBeenCalledTimes(1);
  });

  it.each([400, 401, 404])(
    'a %i status answer ends the polling and goes to the flow',
    async (code) => {
      const { count, onFatal } = await submitted({
        status: [result('STILL_PROCESSING'), error(code, 'ott_expired')],
      });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(count('status')).toBe(2);
      expect(onFatal).toHaveBeenCalledWith(
        expect.objectContaining({ status: code, code: 'ott_expired' }),
      );
    },
  );

  it('FAILED: "We couldn\'t verify your selfie", reported; "Try again" re-triggers and captures again', async () => {
    const { faceMatch, count, state, reported, capture, onPassed } = await submitted({
      trigger: [json(keys), json({ ...keys, sessionId: 'fs-2' })],
      status: [result('STILL_PROCESSING'), result('FAILED'), result('ACCEPTED')],
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(state()).toMatchObject({ phase: 'failed', failure: 'FAILED' });
    expect(reported()).toEqual(['FAILED']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(count('status')).toBe(2);
    faceMatch.tryAgain();
    faceMatch.tryAgain();
    expect(state()).toMatchObject({ phase: 'preparing', failure: null, polls: 0 });
    await flush();
    expect(count('flow')).toBe(1);
    expect(count('trigger')).toBe(2);
    expect(capture).toHaveBeenCalledTimes(2);
    expect(capture.mock.calls[1]![0].sessionId).toBe('fs-2');
    expect(count('submit')).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onPassed).toHaveBeenCalledTimes(1);
  });

  it('"Try again" after TIMED_OUT polls 30 times afresh', async () => {
    const { faceMatch, count, state } = await submitted({ status: [result('STILL_PROCESSING')] });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(state().failure).toBe('TIMED_OUT');
    faceMatch.tryAgain();
    await flush();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(count('status')).toBe(60);
    expect(state().failure).toBe('TIMED_OUT');
  });
});

describe('createFaceMatchController: the rejection flow', () => {
  it.each([
    ['OTHER_METHODS_SELECTED', 'onShowAlternates'],
    ['START_APPROVE_ANOTHER_WAY', 'onShowAlternates'],
    ['START_PHONE_NUMBER_CHANGE', 'onPhoneNumberChange'],
    ['CONSENT_DENIED', 'onPhoneNumberChange'],
  ] as const)('REJECTED, then the rejection flow answers %s → %s', async (value, callback) => {
    const context = await submitted({ status: [result('REJECTED')], rejection: [hang] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(context.state()).toMatchObject({ phase: 'rejected', rejectionPending: true });
    expect(context.count('rejection')).toBe(1);
    expect(context.requests.at(-1)).toMatchObject({ method: 'POST' });
    const again = await submitted({ status: [result('REJECTED')], rejection: [result(value)] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(again[callback]).toHaveBeenCalledTimes(1);
    expect(again.onPassed).not.toHaveBeenCalled();
    expect(again.state().rejectionPending).toBe(false);
    expect(again.count('status')).toBe(1);
    expect(again.reportError).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500', error(500)],
    ['a network failure', network],
  ])('a rejection-flow error (%s) counts as OTHER_METHODS_SELECTED', async (_name, answer) => {
    const { onShowAlternates, onPhoneNumberChange, state } = await submitted({
      status: [result('REJECTED')],
      rejection: [answer],
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(onShowAlternates).toHaveBeenCalledTimes(1);
    expect(onPhoneNumberChange).not.toHaveBeenCalled();
    expect(state()).toMatchObject({ phase: 'rejected', rejectionPending: false });
  });

  it('an unknown rejection result is only logged; the rejection screen stays', async () => {
    const { onShowAlternates, onPhoneNumberChange, state, reportError } = await submitted({
      status: [result('REJECTED')],
      rejection: [result('START_FACE_TEC')],
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(onShowAlternates).not.toHaveBeenCalled();
    expect(onPhoneNumberChange).not.toHaveBeenCalled();
    expect(state()).toMatchObject({ phase: 'rejected', rejectionPending: false });
    expect(reportError.mock.calls[0]![0]).toMatchObject({
      code: 'facematch.unhandled_result',
      params: { result: 'START_FACE_TEC', step: 'rejection' },
    });
  });
});

describe('createFaceMatchController: failures before the result', () => {
  it('a capture that fails (or is cancelled by the user) shows the error screen; reported by the error name only', async () => {
    const failure = Object.assign(new Error('camera exploded: secret detail'), {
      name: 'NotReadableError',
    });
    const { faceMatch, state, reportError, count } = setup(
      {},
      { capture: async () => Promise.reject(failure) },
    );
    faceMatch.begin();
    await flush();
    expect(state()).toMatchObject({ phase: 'failed', failure: 'CAPTURE_FAILED' });
    expect(count('submit')).toBe(0);
    const reported = reportError.mock.calls[0]![0];
    expect(reported).toMatchObject({
      code: 'facematch.capture_failed',
      serverMessage: 'NotReadableError',
    });
    expect(JSON.stringify(reported)).not.toContain('secret');
  });

  it('a camera that did not start in time for the capture (TimeoutError) shows the camera-required screen', async () => {
    const late = new DOMException('The camera did not start in time.', CAMERA_TIMEOUT_ERROR);
    const { faceMatch, state, reportError, count } = setup(
      {},
      { capture: async () => Promise.reject(late) },
    );
    faceMatch.begin();
    await flush();
    expect(state()).toMatchObject({
      phase: 'cameraRequired',
      cameraScreen: 'intro',
      camera: 'timedOut',
    });
    expect(count('submit')).toBe(0);
    expect(reportError.mock.calls[0]![0]).toMatchObject({
      code: 'facematch.capture_failed',
      serverMessage: 'TimeoutError',
    });
  });

  it('an adapter result that is not the /submit shape is never sent', async () => {
    const { faceMatch, state, count, reported } = setup(
      {},
      { capture: async () => ({ sessionId: 'fs-1' }) as unknown as FaceScanResult },
    );
    faceMatch.begin();
    await flush();
    expect(state()).toMatchObject({ phase: 'failed', failure: 'ERROR' });
    expect(count('submit')).toBe(0);
    expect(reported()).toEqual(['facematch.invalid_scan']);
  });

  it.each([
    ['trigger', 500],
    ['submit', 500],
    ['submit', 400],
  ] as const)('a %s answering %i shows the error screen with "Try again"', async (route, code) => {
    const { faceMatch, state, count } = setup({
      [route]: [
        error(code),
        route === 'trigger' ? json(keys) : () => new Response(null, { status: 204 }),
      ],
    });
    faceMatch.begin();
    await flush();
    expect(state()).toMatchObject({ phase: 'failed', failure: 'ERROR' });
    faceMatch.tryAgain();
    await flush();
    expect(count('trigger')).toBe(2);
    expect(state().phase).toBe('waiting');
  });

  it.each([
    ['trigger', 401],
    ['submit', 404],
  ] as const)('a %s answering %i (the token is gone) goes to the flow', async (route, code) => {
    const { faceMatch, onFatal, state } = setup({ [route]: [error(code, 'ott_not_found')] });
    faceMatch.begin();
    await flush();
    expect(onFatal).toHaveBeenCalledWith(expect.objectContaining({ status: code }));
    expect(state().phase).not.toBe('failed');
  });
});

describe('createFaceMatchController: dispose', () => {
  it('stops polling: nothing is requested after dispose, with a poll in flight or waiting for its tick', async () => {
    const { faceMatch, spy, onPassed } = await submitted({
      status: [result('STILL_PROCESSING'), hang],
    });
    await vi.advanceTimersByTimeAsync(2000);
    const before = spy.mock.calls.length;
    faceMatch.dispose();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(spy).toHaveBeenCalledTimes(before);
    expect(onPassed).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('aborts the capture through its signal', async () => {
    let seen: AbortSignal | undefined;
    const { faceMatch, count } = setup(
      {},
      { capture: (_session, signal) => ((seen = signal), new Promise<FaceScanResult>(() => {})) },
    );
    faceMatch.begin();
    await flush();
    expect(seen?.aborted).toBe(false);
    faceMatch.dispose();
    expect(seen?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(count('submit')).toBe(0);
  });

  it('starts over from the intro after a remount (React StrictMode) cut off the work', async () => {
    const { faceMatch, state, count } = setup({ status: [hang] });
    faceMatch.begin();
    await flush();
    expect(state().phase).toBe('waiting');
    faceMatch.dispose();
    faceMatch.start();
    expect(state().phase).toBe('intro');
    faceMatch.begin();
    await flush();
    expect(count('trigger')).toBe(2);
  });
});

describe('one minute of waiting for the result: status requests', () => {
  const still = result('STILL_PROCESSING');
  const busy = () =>
    Response.json({ code: 'too_many_requests' }, { status: 429, headers: { 'Retry-After': '10' } });

  it('1 s apart, the first after 1 s, at most 30: 30, then TIMED_OUT', async () => {
    const { count, state } = await submitted({ status: [still] });
    await vi.advanceTimersByTimeAsync(60_000 - 1);
    expect(count('status')).toBe(30);
    expect(state().phase).toBe('failed');
  });

  it('429 with Retry-After: 10: 6', async () => {
    const { count } = await submitted({ status: [busy] });
    await vi.advanceTimersByTimeAsync(60_000 - 1);
    expect(count('status')).toBe(6);
  });

  it('a hidden tab: none', async () => {
    const screen = fakeVisibility();
    screen.hide();
    const { count } = await submitted(
      { status: [still] },
      { config: { visibility: screen.visibility } },
    );
    await vi.advanceTimersByTimeAsync(60_000 - 1);
    expect(count('status')).toBe(0);
  });

  it('a second tab waiting on the same token: none while the first polls', async () => {
    const origin = fakeOrigin();
    const first = await submitted({ status: [still] }, { config: { tabs: origin.tab() } });
    const second = await submitted({ status: [still] }, { config: { tabs: origin.tab() } });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(first.count('status')).toBe(20);
    expect(second.count('status')).toBe(0);
    second.faceMatch.dispose();
    first.faceMatch.dispose();
  });
});
