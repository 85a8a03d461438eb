import { createClient } from '../../api/client';
import type { OneTimeTokenProperties } from '../../api/oneTimeToken';
import {
  awaitsEmailVerification,
  createEmailVerificationController,
  EMAIL_VERIFICATION_POLL_INTERVAL_MS,
  EMAIL_VERIFICATION_TIME_LIMIT_MS,
} from './emailVerificationController';

const base = '/gateway/identity/api/v1/one-time-token';
const statusUrl = `${base}/status?viewType=FULL`;
const resendUrl = `${base}/email-verification/resend`;

function properties(...types: string[]): OneTimeTokenProperties {
  return {
    oneTimeToken: 'ott-email',
    actionType: 'IDENTITY__LOGIN',
    challenges: types.map((type) => ({ required: true, primaryChallenge: { type } })),
  };
}
const status = (...types: string[]) =>
  Response.json({ oneTimeTokenProperties: properties(...types) });
const still = () => status('EMAIL_VERIFICATION');

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

function setup(answers: Record<string, Answer[]>) {
  const { fetch, calls } = scriptedFetch(answers);
  const onPassed = vi.fn();
  const onFailed = vi.fn();
  const challenge = createEmailVerificationController({
    client: createClient({ fetch }),
    ott: 'ott-email',
    onPassed,
    onFailed,
  });
  const polls = () => calls.filter((call) => call.url === statusUrl).length;
  return { challenge, calls, polls, onPassed, onFailed };
}

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('awaitsEmailVerification', () => {
  it('looks at the primary of the first required challenge only', () => {
    expect(awaitsEmailVerification(properties('EMAIL_VERIFICATION'))).toBe(true);
    expect(awaitsEmailVerification(properties('SMS', 'EMAIL_VERIFICATION'))).toBe(false);
    expect(awaitsEmailVerification(properties())).toBe(false);
    expect(awaitsEmailVerification({ ...properties(), challenges: null })).toBe(false);
    expect(
      awaitsEmailVerification({
        ...properties(),
        challenges: [
          { required: false, primaryChallenge: { type: 'SMS' } },
          { required: true, primaryChallenge: { type: 'EMAIL_VERIFICATION' } },
        ],
      }),
    ).toBe(true);
  });
});

describe('createEmailVerificationController', () => {
  it('reads the token status every 3000 ms, not sooner (the flow has just read it)', async () => {
    expect(EMAIL_VERIFICATION_POLL_INTERVAL_MS).toBe(3000);
    const { challenge, calls, polls } = setup({ [statusUrl]: [still()] });
    challenge.start();
    await advance(2999);
    expect(polls()).toBe(0);
    await advance(1);
    expect(polls()).toBe(1);
    expect(calls[0]!.headers.get('One-Time-Token')).toBe('ott-email');
    await advance(2999);
    expect(polls()).toBe(1);
    await advance(1);
    expect(polls()).toBe(2);
    await advance(30_000);
    expect(polls()).toBe(12);
    challenge.dispose();
  });

  describe('the 20-minute time limit', () => {
    it('warns in its last 20 s, then stops reading and says so', async () => {
      expect(EMAIL_VERIFICATION_TIME_LIMIT_MS).toBe(20 * 60_000);
      const { challenge, polls, onPassed, onFailed } = setup({ [statusUrl]: [still()] });
      challenge.start();
      // Reads at 3 s, 6 s, … 1200 s: the last one goes at the limit itself.
      await advance(EMAIL_VERIFICATION_TIME_LIMIT_MS - 24_000);
      expect(challenge.getState()).toMatchObject({ phase: 'waiting', expiresSoon: false });
      await advance(3000);
      expect(challenge.getState()).toMatchObject({ phase: 'waiting', expiresSoon: true });
      await advance(20_999);
      expect(challenge.getState().phase).toBe('waiting');
      await advance(1);
      expect(polls()).toBe(400);
      expect(challenge.getState()).toMatchObject({ phase: 'timedOut', expiresSoon: false });
      await advance(60 * 60_000);
      expect(polls()).toBe(400);
      expect(onPassed).not.toHaveBeenCalled();
      expect(onFailed).not.toHaveBeenCalled();
    });

    it('"Keep waiting" gives a fresh 20 minutes; it does nothing before the warning', async () => {
      const { challenge, polls } = setup({ [statusUrl]: [still()] });
      challenge.start();
      challenge.keepWaiting();
      await advance(3000);
      expect(polls()).toBe(1);
      await advance(EMAIL_VERIFICATION_TIME_LIMIT_MS - 3000 - 20_000);
      expect(challenge.getState().expiresSoon).toBe(true);
      challenge.keepWaiting();
      expect(challenge.getState().expiresSoon).toBe(false);
      // The first read of the fresh wait waits its interval.
      expect(polls()).toBe(393);
      await advance(EMAIL_VERIFICATION_TIME_LIMIT_MS - 1);
      expect(challenge.getState().phase).toBe('waiting');
      await advance(1);
      expect(challenge.getState().phase).toBe('timedOut');
      challenge.dispose();
    });

    it('"Check again" after the limit reads again, and passes if the link was opened', async () => {
      // Pending for the whole first wait (400 reads); the link is opened after it ran out.
      const { challenge, polls, onPassed } = setup({
        [statusUrl]: [...Array.from({ length: 400 }, still), status('SMS')],
      });
      challenge.start();
      await advance(EMAIL_VERIFICATION_TIME_LIMIT_MS);
      expect(challenge.getState().phase).toBe('timedOut');
      expect(polls()).toBe(400);
      challenge.keepWaiting();
      expect(challenge.getState()).toMatchObject({ phase: 'waiting', expiresSoon: false });
      await advance(0);
      expect(polls()).toBe(401);
      expect(onPassed).toHaveBeenCalledTimes(1);
    });
  });

  it('passes once the first required primary is another type, then stops', async () => {
    const { challenge, polls, onPassed } = setup({
      [statusUrl]: [still(), still(), status('SMS')],
    });
    challenge.start();
    await advance(6000);
    expect(onPassed).not.toHaveBeenCalled();
    await advance(3000);
    expect(onPassed).toHaveBeenCalledTimes(1);
    expect(polls()).toBe(3);
    await advance(30_000);
    expect(polls()).toBe(3);
  });

  it('passes when no required challenge is left', async () => {
    const { challenge, onPassed } = setup({ [statusUrl]: [status()] });
    challenge.start();
    await advance(3000);
    expect(onPassed).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'a 500',
      Response.json({ code: 'internal' }, { status: 500 }),
      { status: 500, code: 'internal' },
    ],
    [
      'an expired token',
      Response.json({ code: 'ott_not_found' }, { status: 404 }),
      { status: 404, code: 'ott_not_found' },
    ],
    ['a network failure', new TypeError('Failed to fetch'), { status: 0, code: 'network.error' }],
    ['a body that fails the schema', Response.json({ nope: true }), { code: 'unexpected.error' }],
  ])('stops polling on the first error (%s) and reports it', async (_name, failure, expected) => {
    const { challenge, polls, onFailed, onPassed } = setup({
      [statusUrl]: [still(), failure, still()],
    });
    challenge.start();
    await advance(6000);
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(onFailed.mock.calls[0]![0]).toMatchObject(expected);
    await advance(60_000);
    expect(polls()).toBe(2);
    expect(onPassed).not.toHaveBeenCalled();
  });

  describe('resend', () => {
    it('starts untriggered; success after a 204', async () => {
      const { challenge, calls } = setup({
        [statusUrl]: [still()],
        [resendUrl]: [new Response(null, { status: 204 })],
      });
      expect(challenge.getState()).toMatchObject({ resend: 'untriggered', resending: false });
      challenge.start();
      challenge.resend();
      expect(challenge.getState()).toMatchObject({ resend: 'untriggered', resending: true });
      await advance(0);
      expect(challenge.getState()).toMatchObject({ resend: 'success', resending: false });
      const resend = calls.find((call) => call.url === resendUrl)!;
      expect(resend.method).toBe('POST');
      expect(resend.headers.get('One-Time-Token')).toBe('ott-email');
      challenge.dispose();
    });

    it('failure after an error; a later success replaces it; polling goes on either way', async () => {
      const { challenge, polls, onFailed } = setup({
        [statusUrl]: [still()],
        [resendUrl]: [
          Response.json({ code: 'internal' }, { status: 500 }),
          new Response(null, { status: 204 }),
        ],
      });
      challenge.start();
      challenge.resend();
      await advance(0);
      expect(challenge.getState()).toMatchObject({ resend: 'failure', resending: false });
      challenge.resend();
      await advance(0);
      expect(challenge.getState().resend).toBe('success');
      await advance(9000);
      expect(polls()).toBe(3);
      expect(onFailed).not.toHaveBeenCalled();
      challenge.dispose();
    });

    it('sends one request for a double click', async () => {
      const { challenge, calls } = setup({
        [statusUrl]: [still()],
        [resendUrl]: [new Response(null, { status: 204 })],
      });
      challenge.start();
      challenge.resend();
      challenge.resend();
      await advance(0);
      expect(calls.filter((call) => call.url === resendUrl)).toHaveLength(1);
      challenge.dispose();
    });
  });

  describe('dispose', () => {
    it('requests nothing afterwards and aborts the poll in flight', async () => {
      const { challenge, calls, polls, onFailed, onPassed } = setup({ [statusUrl]: ['hang'] });
      challenge.start();
      await advance(3000);
      expect(polls()).toBe(1);
      challenge.dispose();
      expect(calls[0]!.signal?.aborted).toBe(true);
      challenge.resend();
      await advance(60_000);
      expect(calls).toHaveLength(1);
      expect(onFailed).not.toHaveBeenCalled();
      expect(onPassed).not.toHaveBeenCalled();
    });

    it('ignores a resend answer that arrives afterwards', async () => {
      const { challenge } = setup({ [statusUrl]: [still()], [resendUrl]: ['hang'] });
      challenge.start();
      challenge.resend();
      challenge.dispose();
      await advance(0);
      expect(challenge.getState().resend).toBe('untriggered');
    });

    it('can start again (React StrictMode remount)', async () => {
      const { challenge, polls, onPassed } = setup({ [statusUrl]: [still(), status()] });
      challenge.start();
      challenge.dispose();
      challenge.start();
      await advance(3000);
      expect(polls()).toBe(1);
      await advance(3000);
      expect(onPassed).toHaveBeenCalledTimes(1);
    });
  });
});
