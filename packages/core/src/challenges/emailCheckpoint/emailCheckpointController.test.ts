import { createClient } from '../../api/client';
import { serializeCookie, type CookieOptions, type CookieWriter } from '../../runtime/cookies';
import type { Navigation } from '../../runtime/navigation';
import type { Visibility } from '../../runtime/visibility';
import {
  createEmailCheckpointController,
  DEVICE_ORIGIN_GUARD_COOKIE,
  EMAIL_CHECKPOINT_MAX_POLLS,
  EMAIL_CHECKPOINT_MAX_TRIGGERS,
  EMAIL_CHECKPOINT_POLL_INTERVAL_MS,
  EMAIL_CHECKPOINT_RESEND_AFTER_POLLS,
} from './emailCheckpointController';

const base = '/gateway/identity/api/v1/one-time-token/email-checkpoint';
const triggerUrl = `${base}/trigger`;
const statusUrl = `${base}/status`;

type Answer = Response | Error | 'hang';

interface Call {
  method: string;
  url: string;
  headers: Headers;
  signal: AbortSignal | null | undefined;
}

/** Answers each path from its own queue (the last answer repeats); 'hang' waits until aborted. */
function scriptedFetch(answers: Record<string, Answer[]>) {
  const calls: Call[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({
      method: init.method ?? 'GET',
      url,
      headers: new Headers(init.headers),
      signal: init.signal,
    });
    const queue = answers[url];
    if (!queue || queue.length === 0) return Promise.reject(new Error(`unexpected request ${url}`));
    const next = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (next === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
      });
    }
    if (next instanceof Error) return Promise.reject(next);
    return Promise.resolve(next.clone());
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const sent = (guard = 'dog-7f3c') =>
  Response.json({ deviceOriginGuard: guard, status: 'EMAIL_SENT' });
const noContent = (status: number) => new Response(null, { status });
const pending = () => noContent(202);
const fail = (status: number, code = 'failure') => Response.json({ code }, { status });

function fakeVisibility() {
  const listeners = new Set<() => void>();
  const visibility: Visibility = {
    isVisible: () => true,
    onVisible: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { visibility, listeners, comeBack: () => listeners.forEach((listener) => listener()) };
}

function setup(answers: Record<string, Answer[]>) {
  const { fetch, calls } = scriptedFetch(answers);
  const { visibility, listeners, comeBack } = fakeVisibility();
  const navigation: Navigation = {
    origin: () => 'https://app.example',
    hostname: () => 'app.example',
    assign: vi.fn(),
  };
  const cookies: CookieWriter & {
    set: ReturnType<typeof vi.fn<(name: string, value: string, options?: CookieOptions) => void>>;
  } = {
    set: vi.fn(),
  };
  const onPassed = vi.fn();
  const checkpoint = createEmailCheckpointController({
    client: createClient({ fetch, visibility, navigation }),
    ott: 'ott-checkpoint',
    onPassed,
    timeZone: 'Europe/London',
    cookies,
  });
  const count = (url: string) => calls.filter((call) => call.url === url).length;
  return {
    checkpoint,
    calls,
    polls: () => count(statusUrl),
    triggers: () => count(triggerUrl),
    onPassed,
    cookies,
    navigation,
    listeners,
    comeBack,
  };
}

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createEmailCheckpointController', () => {
  describe('trigger', () => {
    it('posts with the One-Time-Token and Time-Zone headers', async () => {
      const { checkpoint, calls } = setup({ [triggerUrl]: [sent()], [statusUrl]: [pending()] });
      expect(checkpoint.getState().phase).toBe('triggering');
      checkpoint.start();
      await advance(0);
      expect(calls[0]).toMatchObject({ method: 'POST', url: triggerUrl });
      expect(calls[0]!.headers.get('Time-Zone')).toBe('Europe/London');
      expect(calls[0]!.headers.get('One-Time-Token')).toBe('ott-checkpoint');
      checkpoint.dispose();
    });

    it('205: passes at once, writes no cookie and never polls', async () => {
      const { checkpoint, polls, onPassed, cookies, listeners } = setup({
        [triggerUrl]: [noContent(205)],
      });
      checkpoint.start();
      await advance(0);
      expect(onPassed).toHaveBeenCalledTimes(1);
      expect(checkpoint.getState().phase).toBe('passed');
      await advance(60_000);
      expect(polls()).toBe(0);
      expect(cookies.set).not.toHaveBeenCalled();
      expect(listeners.size).toBe(0);
    });

    it('200: writes the device-origin guard cookie for 7200 s, Secure, SameSite=Strict, then shows the verify screen', async () => {
      const { checkpoint, cookies } = setup({
        [triggerUrl]: [sent('dog-7f3c')],
        [statusUrl]: [pending()],
      });
      checkpoint.start();
      await advance(0);
      expect(cookies.set).toHaveBeenCalledWith(DEVICE_ORIGIN_GUARD_COOKIE, 'dog-7f3c', {
        maxAgeSeconds: 7200,
        secure: true,
        sameSite: 'Strict',
        path: '/',
      });
      const [name, value, written] = cookies.set.mock.calls[0]!;
      expect(serializeCookie(name, value, written)).toBe(
        'deviceOriginGuard=dog-7f3c; Max-Age=7200; Secure; SameSite=Strict; Path=/',
      );
      expect(DEVICE_ORIGIN_GUARD_COOKIE).toBe('deviceOriginGuard');
      expect(checkpoint.getState()).toMatchObject({
        phase: 'waiting',
        triggers: 1,
        polls: 0,
        resendEnabled: false,
      });
      checkpoint.dispose();
    });

    it.each([
      ['a 500', fail(500), { status: 500 }],
      ['a network failure', new TypeError('Failed to fetch'), { code: 'network.error' }],
      [
        'a 200 without the guard',
        Response.json({ status: 'EMAIL_SENT' }),
        { code: 'unexpected.error' },
      ],
      ['an empty 204', noContent(204), { code: 'unexpected.error' }],
    ])('fails the trigger on %s; Retry sends it again', async (_name, failure, expected) => {
      const { checkpoint, polls, triggers, onPassed } = setup({
        [triggerUrl]: [failure, sent()],
        [statusUrl]: [pending()],
      });
      checkpoint.start();
      await advance(0);
      expect(checkpoint.getState().phase).toBe('triggerFailed');
      expect(checkpoint.getState().error).toMatchObject(expected);
      await advance(10_000);
      expect(polls()).toBe(0);
      expect(onPassed).not.toHaveBeenCalled();
      checkpoint.retry();
      expect(checkpoint.getState()).toMatchObject({ phase: 'triggering', error: null });
      await advance(0);
      expect(triggers()).toBe(2);
      expect(checkpoint.getState()).toMatchObject({ phase: 'waiting', triggers: 1 });
      checkpoint.dispose();
    });
  });

  describe('status polling', () => {
    it('reads the status every 2000 ms, not 1999', async () => {
      expect(EMAIL_CHECKPOINT_POLL_INTERVAL_MS).toBe(2000);
      const { checkpoint, polls, calls } = setup({
        [triggerUrl]: [sent()],
        [statusUrl]: [pending()],
      });
      checkpoint.start();
      await advance(0);
      await advance(1999);
      expect(polls()).toBe(0);
      await advance(1);
      expect(polls()).toBe(1);
      expect(calls[1]).toMatchObject({ method: 'GET', url: statusUrl });
      expect(calls[1]!.headers.get('One-Time-Token')).toBe('ott-checkpoint');
      await advance(1999);
      expect(polls()).toBe(1);
      await advance(1);
      expect(polls()).toBe(2);
      expect(checkpoint.getState().polls).toBe(2);
      checkpoint.dispose();
    });

    it.each([200, 204])('202 keeps waiting; %i passes', async (done) => {
      const { checkpoint, polls, onPassed } = setup({
        [triggerUrl]: [sent()],
        [statusUrl]: [pending(), pending(), noContent(done)],
      });
      checkpoint.start();
      await advance(4000);
      expect(onPassed).not.toHaveBeenCalled();
      await advance(2000);
      expect(onPassed).toHaveBeenCalledTimes(1);
      expect(checkpoint.getState().phase).toBe('passed');
      await advance(60_000);
      expect(polls()).toBe(3);
    });

    it(`stops after ${EMAIL_CHECKPOINT_MAX_POLLS} polls and shows the error screen`, async () => {
      expect(EMAIL_CHECKPOINT_MAX_POLLS).toBe(600);
      const { checkpoint, polls, onPassed, listeners } = setup({
        [triggerUrl]: [sent()],
        [statusUrl]: [pending()],
      });
      checkpoint.start();
      await advance(2000 * 599);
      expect(polls()).toBe(599);
      expect(checkpoint.getState().phase).toBe('waiting');
      await advance(2000);
      expect(polls()).toBe(600);
      expect(checkpoint.getState()).toMatchObject({
        phase: 'error',
        polls: 600,
        error: { code: 'email_checkpoint.timed_out' },
      });
      expect(listeners.size).toBe(0);
      await advance(60_000);
      expect(polls()).toBe(600);
      expect(onPassed).not.toHaveBeenCalled();
    });

    it('warns 10 polls (20 s) before it runs out, not before; with no answer the wait still ends at 600', async () => {
      const { checkpoint, polls } = setup({
        [triggerUrl]: [sent()],
        [statusUrl]: [pending()],
      });
      checkpoint.start();
      await advance(0);
      expect(checkpoint.getState().expiresSoon).toBe(false);
      // The wait ends with the 600th poll, 1200 s in: the warning comes at 1180 s, not 1 ms sooner.
      await advance(2000 * 590 - 1);
      expect(polls()).toBe(589);
      expect(checkpoint.getState()).toMatchObject({ phase: 'waiting', expiresSoon: false });
      await advance(1);
      expect(polls()).toBe(590);
      expect(checkpoint.getState()).toMatchObject({ phase: 'waiting', expiresSoon: true });
      await advance(2000 * 9);
      expect(checkpoint.getState()).toMatchObject({ phase: 'waiting', expiresSoon: true });
      await advance(2000);
      expect(polls()).toBe(600);
      expect(checkpoint.getState()).toMatchObject({
        phase: 'error',
        expiresSoon: false,
        error: { code: 'email_checkpoint.timed_out' },
      });
    });

    it('"Keep waiting" clears the warning and waits another 600 polls for the same email', async () => {
      const { checkpoint, polls, triggers, onPassed } = setup({
        [triggerUrl]: [sent()],
        [statusUrl]: [pending()],
      });
      checkpoint.start();
      await advance(0);
      await advance(2000 * 589);
      // Only while warned: an early call changes nothing.
      checkpoint.keepWaiting();
      await advance(2000);
      expect(polls()).toBe(590);
      expect(checkpoint.getState().expiresSoon).toBe(true);
      checkpoint.keepWaiting();
      expect(checkpoint.getState()).toMatchObject({ phase: 'waiting', expiresSoon: false });
      // Past the first wait's end (10 more polls), still waiting, counting on from 590.
      await advance(2000 * 50);
      expect(polls()).toBe(640);
      expect(checkpoint.getState()).toMatchObject({
        phase: 'waiting',
        polls: 640,
        expiresSoon: false,
      });
      // The fresh wait is 600 polls from the 590th, warned again 10 polls before its end.
      await advance(2000 * (590 - 50) - 1);
      expect(polls()).toBe(590 + 589);
      expect(checkpoint.getState().expiresSoon).toBe(false);
      await advance(1);
      expect(checkpoint.getState()).toMatchObject({ phase: 'waiting', expiresSoon: true });
      await advance(2000 * 10);
      expect(polls()).toBe(590 + 600);
      expect(checkpoint.getState()).toMatchObject({
        phase: 'error',
        expiresSoon: false,
        error: { code: 'email_checkpoint.timed_out' },
      });
      expect(triggers()).toBe(1);
      expect(onPassed).not.toHaveBeenCalled();
    });

    it('a dispose and start inside the warning keep the warning and the allowance left', async () => {
      const { checkpoint, polls } = setup({
        [triggerUrl]: [sent()],
        [statusUrl]: [pending()],
      });
      checkpoint.start();
      await advance(0);
      await advance(2000 * 595);
      expect(checkpoint.getState().expiresSoon).toBe(true);
      checkpoint.dispose();
      // Disposed: "Keep waiting" has no wait to extend.
      checkpoint.keepWaiting();
      expect(checkpoint.getState().expiresSoon).toBe(true);
      checkpoint.start();
      await advance(2000 * 5);
      expect(polls()).toBe(600);
      expect(checkpoint.getState()).toMatchObject({ phase: 'error', expiresSoon: false });
    });

    it.each([400, 401, 404])('%i ends in the error screen and stops polling', async (status) => {
      const { checkpoint, polls, onPassed } = setup({
        [triggerUrl]: [sent()],
        [statusUrl]: [pending(), fail(status)],
      });
      checkpoint.start();
      await advance(4000);
      expect(checkpoint.getState()).toMatchObject({ phase: 'error', error: { status } });
      await advance(60_000);
      expect(polls()).toBe(2);
      expect(onPassed).not.toHaveBeenCalled();
    });

    it.each<[string, Answer]>([
      ['500', fail(500)],
      ['503', fail(503)],
      ['429', fail(429)],
      ['a network failure', new TypeError('Failed to fetch')],
    ])('%s is ignored and counted as pending, with back-off', async (_name, failure) => {
      // No jitter: back-off waits half its ceiling, 2 s then 4 s; a pending answer resets it.
      vi.spyOn(Math, 'random').mockReturnValue(0);
      const { checkpoint, polls, onPassed } = setup({
        [triggerUrl]: [sent()],
        [statusUrl]: [failure, failure, pending(), noContent(200)],
      });
      checkpoint.start();
      await advance(7999);
      expect(polls()).toBe(2);
      await advance(1);
      expect(checkpoint.getState()).toMatchObject({ phase: 'waiting', polls: 3 });
      await advance(2000);
      expect(onPassed).toHaveBeenCalledTimes(1);
      expect(polls()).toBe(4);
    });
  });

  describe('resend', () => {
    it(`is disabled before ${EMAIL_CHECKPOINT_RESEND_AFTER_POLLS} polls and enabled at ${EMAIL_CHECKPOINT_RESEND_AFTER_POLLS}`, async () => {
      const { checkpoint, triggers } = setup({ [triggerUrl]: [sent()], [statusUrl]: [pending()] });
      checkpoint.start();
      await advance(2000 * 4);
      expect(checkpoint.getState()).toMatchObject({ polls: 4, resendEnabled: false });
      checkpoint.resend();
      await advance(0);
      expect(triggers()).toBe(1);
      await advance(1999);
      expect(checkpoint.getState().resendEnabled).toBe(false);
      await advance(1);
      expect(checkpoint.getState()).toMatchObject({ polls: 5, resendEnabled: true });
      checkpoint.dispose();
    });

    it(`re-triggers once; after ${EMAIL_CHECKPOINT_MAX_TRIGGERS} triggers it stays disabled`, async () => {
      expect(EMAIL_CHECKPOINT_MAX_TRIGGERS).toBe(2);
      const { checkpoint, triggers, polls, cookies, calls } = setup({
        [triggerUrl]: [sent('dog-1'), sent('dog-2')],
        [statusUrl]: [pending()],
      });
      checkpoint.start();
      await advance(2000 * 5);
      checkpoint.resend();
      expect(checkpoint.getState()).toMatchObject({ resending: true, resendEnabled: false });
      await advance(0);
      expect(triggers()).toBe(2);
      expect(calls.filter((call) => call.url === triggerUrl)[1]!.headers.get('Time-Zone')).toBe(
        'Europe/London',
      );
      expect(cookies.set).toHaveBeenLastCalledWith(
        'deviceOriginGuard',
        'dog-2',
        expect.objectContaining({ maxAgeSeconds: 7200 }),
      );
      expect(checkpoint.getState()).toMatchObject({
        triggers: 2,
        resent: true,
        resending: false,
        resendEnabled: false,
      });
      // Polling carries on at the same pace; the button never comes back.
      await advance(2000 * 20);
      expect(polls()).toBe(25);
      expect(checkpoint.getState().resendEnabled).toBe(false);
      checkpoint.resend();
      await advance(0);
      expect(triggers()).toBe(2);
      checkpoint.dispose();
    });

    it('sends one request for a double click', async () => {
      const { checkpoint, triggers } = setup({
        [triggerUrl]: [sent(), 'hang'],
        [statusUrl]: [pending()],
      });
      checkpoint.start();
      await advance(2000 * 5);
      checkpoint.resend();
      checkpoint.resend();
      await advance(0);
      expect(triggers()).toBe(2);
      checkpoint.dispose();
    });

    it('a failed resend keeps the verify screen and polling, says so, and may be tried again', async () => {
      const { checkpoint, polls, triggers } = setup({
        [triggerUrl]: [sent(), fail(500), sent()],
        [statusUrl]: [pending()],
      });
      checkpoint.start();
      await advance(2000 * 5);
      checkpoint.resend();
      await advance(0);
      expect(checkpoint.getState()).toMatchObject({
        phase: 'waiting',
        triggers: 1,
        resendFailed: true,
        resendEnabled: true,
      });
      await advance(2000);
      expect(polls()).toBe(6);
      checkpoint.resend();
      await advance(0);
      expect(triggers()).toBe(3);
      expect(checkpoint.getState()).toMatchObject({
        triggers: 2,
        resendFailed: false,
        resent: true,
        resendEnabled: false,
      });
      checkpoint.dispose();
    });

    it('a resend answered 205 passes', async () => {
      const { checkpoint, onPassed, polls } = setup({
        [triggerUrl]: [sent(), noContent(205)],
        [statusUrl]: [pending()],
      });
      checkpoint.start();
      await advance(2000 * 5);
      checkpoint.resend();
      await advance(0);
      expect(onPassed).toHaveBeenCalledTimes(1);
      await advance(60_000);
      expect(polls()).toBe(5);
    });
  });

  it('returning to the tab polls at once, then the interval starts over', async () => {
    const { checkpoint, polls, comeBack, listeners } = setup({
      [triggerUrl]: [sent()],
      [statusUrl]: [pending()],
    });
    checkpoint.start();
    await advance(2000);
    expect(polls()).toBe(1);
    expect(listeners.size).toBe(1);
    await advance(500);
    comeBack();
    await advance(0);
    expect(polls()).toBe(2);
    expect(checkpoint.getState().polls).toBe(2);
    await advance(1999);
    expect(polls()).toBe(2);
    await advance(1);
    expect(polls()).toBe(3);
    checkpoint.dispose();
  });

  it('returning to the tab while a poll is in flight sends no second request', async () => {
    const { checkpoint, polls, comeBack } = setup({
      [triggerUrl]: [sent()],
      [statusUrl]: ['hang'],
    });
    checkpoint.start();
    await advance(2000);
    comeBack();
    await advance(0);
    expect(polls()).toBe(1);
    checkpoint.dispose();
  });

  it('"Done" on the error screen goes to /login', async () => {
    const { checkpoint, navigation } = setup({ [triggerUrl]: [sent()], [statusUrl]: [fail(401)] });
    checkpoint.start();
    await advance(2000);
    expect(checkpoint.getState().phase).toBe('error');
    checkpoint.done();
    expect(navigation.assign).toHaveBeenCalledWith('https://app.example/login');
  });

  describe('dispose', () => {
    it('requests nothing afterwards: no poll, no visibility poll, no resend', async () => {
      const { checkpoint, calls, comeBack, listeners } = setup({
        [triggerUrl]: [sent()],
        [statusUrl]: [pending()],
      });
      checkpoint.start();
      await advance(2000 * 5);
      const before = calls.length;
      checkpoint.dispose();
      expect(listeners.size).toBe(0);
      comeBack();
      checkpoint.resend();
      checkpoint.retry();
      await advance(60_000);
      expect(calls).toHaveLength(before);
    });

    it('aborts the trigger in flight and ignores its answer', async () => {
      const { checkpoint, calls, cookies, onPassed } = setup({ [triggerUrl]: ['hang'] });
      checkpoint.start();
      checkpoint.dispose();
      expect(calls[0]!.signal?.aborted).toBe(true);
      await advance(60_000);
      expect(calls).toHaveLength(1);
      expect(cookies.set).not.toHaveBeenCalled();
      expect(onPassed).not.toHaveBeenCalled();
      expect(checkpoint.getState().phase).toBe('triggering');
    });

    it('aborts the poll in flight', async () => {
      const { checkpoint, calls } = setup({ [triggerUrl]: [sent()], [statusUrl]: ['hang'] });
      checkpoint.start();
      await advance(2000);
      checkpoint.dispose();
      expect(calls[1]!.signal?.aborted).toBe(true);
      await advance(60_000);
      expect(calls).toHaveLength(2);
    });

    it('starting again before the trigger answered sends it again (React StrictMode)', async () => {
      const { checkpoint, triggers } = setup({
        [triggerUrl]: ['hang', sent()],
        [statusUrl]: [pending()],
      });
      checkpoint.start();
      checkpoint.dispose();
      checkpoint.start();
      await advance(0);
      expect(triggers()).toBe(2);
      expect(checkpoint.getState()).toMatchObject({ phase: 'waiting', triggers: 1 });
      checkpoint.dispose();
    });

    it('starting again while waiting resumes polling without a new email, keeping the count', async () => {
      const { checkpoint, triggers, polls } = setup({
        [triggerUrl]: [sent()],
        [statusUrl]: [pending()],
      });
      checkpoint.start();
      await advance(2000 * 3);
      checkpoint.dispose();
      await advance(10_000);
      expect(polls()).toBe(3);
      checkpoint.start();
      await advance(2000 * 2);
      expect(triggers()).toBe(1);
      expect(polls()).toBe(5);
      expect(checkpoint.getState()).toMatchObject({ polls: 5, resendEnabled: true });
      checkpoint.dispose();
    });
  });
});
