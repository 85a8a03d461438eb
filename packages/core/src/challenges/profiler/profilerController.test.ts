import { createClient } from '../../api/client';
import { getProfilerStatus, triggerProfiler } from './profilerCalls';
import {
  createProfilerController,
  PROFILER_MAX_POLLS,
  PROFILER_POLL_INTERVAL_MS,
  type ProfilerControllerState,
} from './profilerController';

const base = '/gateway/identity/api/v1/one-time-token/profiler';
const flush = () => vi.advanceTimersByTimeAsync(0);
const status = (code: number) => () => new Response(null, { status: code });
const error =
  (code: number, errorCode = 'oops') =>
  () =>
    Response.json({ code: errorCode }, { status: code });
const hang = () => new Promise<Response>(() => {});

type Answer = () => Response | Promise<Response>;

/**
 * A fetch that answers the trigger with `trigger` and each status poll with the next of
 * `polls` (the last one repeats). Like the real fetch it rejects when its signal aborts.
 */
function scriptedFetch({
  trigger = status(204),
  polls = [status(202)],
}: {
  trigger?: Answer;
  polls?: Answer[];
}) {
  const urls: string[] = [];
  const queue = [...polls];
  const fetch = vi.fn(
    (input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((resolve, reject) => {
        const url = String(input);
        urls.push(`${init.method} ${url}`);
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
        const answer = url.endsWith('/trigger')
          ? trigger
          : queue.length > 1
            ? queue.shift()!
            : queue[0]!;
        Promise.resolve().then(answer).then(resolve, reject);
      }),
  );
  const count = (suffix: string) => urls.filter((u) => u.endsWith(suffix)).length;
  return { fetch: fetch as unknown as typeof globalThis.fetch, spy: fetch, urls, count };
}

function setup(script: Parameters<typeof scriptedFetch>[0] = {}) {
  const fetched = scriptedFetch(script);
  const onPassed = vi.fn();
  const onFatal = vi.fn();
  const profiler = createProfilerController({
    client: createClient({ fetch: fetched.fetch }),
    ott: 'ott-p',
    onPassed,
    onFatal,
  });
  const phases: ProfilerControllerState['phase'][] = [];
  profiler.subscribe((state) => phases.push(state.phase));
  return { ...fetched, profiler, onPassed, onFatal, phases };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('profiler calls', () => {
  it('triggers with POST and reads 202 as pending, 200 (with or without a body) as done', async () => {
    const { fetch, urls } = scriptedFetch({
      polls: [status(202), () => Response.json({ ok: true }), status(200)],
    });
    const client = createClient({ fetch });
    await triggerProfiler(client, { ott: 'ott-p' });
    expect(await getProfilerStatus(client, { ott: 'ott-p' })).toBe('pending');
    expect(await getProfilerStatus(client, { ott: 'ott-p' })).toBe('done');
    expect(await getProfilerStatus(client, { ott: 'ott-p' })).toBe('done');
    expect(urls).toEqual([
      `POST ${base}/trigger`,
      `GET ${base}/status`,
      `GET ${base}/status`,
      `GET ${base}/status`,
    ]);
  });
});

describe('createProfilerController', () => {
  it('uses SPEC.md §9 numbers: 30 polls, 200 ms apart', () => {
    expect(PROFILER_POLL_INTERVAL_MS).toBe(200);
    expect(PROFILER_MAX_POLLS).toBe(30);
  });

  it('triggers, polls at once, then every 200 ms (no second poll at 199 ms), and passes on 200', async () => {
    const { profiler, count, onPassed, urls } = setup({
      polls: [status(202), status(202), status(202), status(200)],
    });
    profiler.start();
    await flush();
    expect(urls[0]).toBe(`POST ${base}/trigger`);
    expect(count('/status')).toBe(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(count('/status')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(count('/status')).toBe(2);
    await vi.advanceTimersByTimeAsync(400);
    expect(count('/status')).toBe(4);
    expect(onPassed).toHaveBeenCalledTimes(1);
    expect(profiler.getState().phase).toBe('verifying');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(count('/status')).toBe(4);
  });

  it('stops after 30 polls and shows the failed state with Retry', async () => {
    const { profiler, count, onPassed, onFatal } = setup({ polls: [status(202)] });
    profiler.start();
    await vi.advanceTimersByTimeAsync(29 * 200 - 1);
    expect(count('/status')).toBe(29);
    expect(profiler.getState().phase).toBe('verifying');
    await vi.advanceTimersByTimeAsync(1);
    expect(count('/status')).toBe(30);
    expect(profiler.getState()).toEqual({ phase: 'failed', error: null });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(count('/status')).toBe(30);
    expect(onPassed).not.toHaveBeenCalled();
    expect(onFatal).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts 5xx and network failures as pending', async () => {
    let calls = 0;
    const network = () => {
      calls += 1;
      return Promise.reject(new TypeError('Failed to fetch'));
    };
    const { profiler, count, onPassed, onFatal } = setup({
      polls: [status(503), error(500), network, status(200)],
    });
    // No jitter: back-off waits half its ceiling, 200, 400, then 800 ms.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    profiler.start();
    await vi.advanceTimersByTimeAsync(1399);
    expect(count('/status')).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(1);
    expect(count('/status')).toBe(4);
    expect(onFatal).not.toHaveBeenCalled();
    expect(onPassed).toHaveBeenCalledTimes(1);
  });

  it.each([400, 401, 404])(
    'ends on a %i status answer and hands the error to the flow',
    async (code) => {
      const { profiler, count, onFatal, onPassed } = setup({
        polls: [status(202), error(code, 'ott_not_found')],
      });
      profiler.start();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(count('/status')).toBe(2);
      expect(onFatal).toHaveBeenCalledTimes(1);
      expect(onFatal.mock.calls[0]![0]).toMatchObject({ status: code, code: 'ott_not_found' });
      expect(onPassed).not.toHaveBeenCalled();
    },
  );

  it('a failed trigger shows the failed state without polling; Retry triggers again and passes', async () => {
    let triggers = 0;
    const trigger = () => {
      triggers += 1;
      return triggers === 1
        ? Response.json({ code: 'internal' }, { status: 500 })
        : new Response(null, { status: 204 });
    };
    const { profiler, count, onPassed } = setup({ trigger, polls: [status(200)] });
    profiler.start();
    await flush();
    expect(profiler.getState()).toMatchObject({
      phase: 'failed',
      error: { status: 500, code: 'internal' },
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(count('/status')).toBe(0);
    profiler.retry();
    profiler.retry();
    expect(profiler.getState()).toEqual({ phase: 'verifying', error: null });
    await flush();
    expect(count('/trigger')).toBe(2);
    expect(onPassed).toHaveBeenCalledTimes(1);
  });

  it('Retry after running out of polls starts a fresh 30-poll check', async () => {
    const { profiler, count } = setup({ polls: [status(202)] });
    profiler.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(count('/status')).toBe(30);
    profiler.retry();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(count('/trigger')).toBe(2);
    expect(count('/status')).toBe(60);
  });

  it('Retry does nothing while a check runs', async () => {
    const { profiler, count } = setup({ polls: [status(202)] });
    profiler.start();
    await flush();
    profiler.retry();
    profiler.start();
    await flush();
    expect(count('/trigger')).toBe(1);
  });

  it('requests nothing after dispose: neither a poll in flight nor the next tick', async () => {
    const { profiler, spy, onPassed, phases } = setup({ polls: [status(202), hang] });
    profiler.start();
    await vi.advanceTimersByTimeAsync(200);
    expect(spy).toHaveBeenCalledTimes(3);
    profiler.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(spy).toHaveBeenCalledTimes(3);
    expect(onPassed).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    expect(phases.at(-1)).toBe('verifying');
  });

  it('requests nothing after dispose during the trigger', async () => {
    const { profiler, spy } = setup({ trigger: hang });
    profiler.start();
    profiler.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('can start again after dispose (StrictMode remount)', async () => {
    const { profiler, count, onPassed } = setup({ polls: [status(200)] });
    profiler.start();
    profiler.dispose();
    profiler.start();
    await flush();
    expect(count('/trigger')).toBe(2);
    expect(onPassed).toHaveBeenCalledTimes(1);
  });
});
