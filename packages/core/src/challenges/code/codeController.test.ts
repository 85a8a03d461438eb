import { createClient } from '../../api/client';
import type { Challenge } from '../../api/oneTimeToken';
import {
  createCodeController,
  primaryPhoneNumberId,
  RESEND_COOLDOWN_MS,
  type CodeControllerState,
} from './codeController';

interface Call {
  url: string;
  body: unknown;
  headers: Headers;
  signal: AbortSignal | null | undefined;
  answered: boolean;
  resolve(response: Response): void;
  /** Fails the request before any answer, as fetch does when the network is gone. */
  reject(cause: unknown): void;
}

/** Each request waits for the test to answer it; like the real fetch it rejects on abort, unless told to ignore it. */
function controlledFetch({ honourAbort = true } = {}) {
  const calls: Call[] = [];
  const spy = vi.fn(
    (input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init.signal;
        if (honourAbort) {
          if (signal?.aborted) return reject(signal.reason);
          signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        }
        calls.push({
          url: String(input),
          body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
          headers: new Headers(init.headers),
          signal,
          answered: false,
          resolve,
          reject,
        });
      }),
  );
  return { fetch: spy as unknown as typeof globalThis.fetch, spy, calls };
}

const sms: Challenge = {
  type: 'SMS',
  availablePhoneNumbers: [
    { id: 7, type: 'SECONDARY' },
    { id: 11, type: 'PRIMARY' },
  ],
};
const totp: Challenge = { type: 'TOTP' };

const noContent = () => new Response(null, { status: 204 });
const error = (status: number, code: string, message?: string) =>
  Response.json({ code, message }, { status });
const flush = () => vi.advanceTimersByTimeAsync(0);
const base = '/gateway/identity/api/v1/one-time-token';

function setup(challenge: Challenge = sms, fetchOptions?: { honourAbort?: boolean }) {
  const { fetch, spy, calls } = controlledFetch(fetchOptions);
  const onPassed = vi.fn();
  const onNotMobile = vi.fn();
  const report = vi.fn();
  const code = createCodeController({
    client: createClient({ fetch }),
    ott: 'ott-code',
    challenge,
    onPassed,
    onNotMobile,
    report,
  });
  const changes: CodeControllerState[] = [];
  code.subscribe((state) => changes.push(state));
  /** Answers the oldest unanswered request, and lets the answer arrive. */
  const answer = async (response: Response) => {
    const call = calls.find((c) => !c.answered);
    if (!call) throw new Error('no request is waiting');
    call.answered = true;
    call.resolve(response);
    await flush();
  };
  /** Starts, and lets the first code be sent. */
  const started = async () => {
    code.start();
    await answer(noContent());
  };
  return { code, spy, calls, onPassed, onNotMobile, report, changes, answer, started };
}

describe('primaryPhoneNumberId', () => {
  it('takes the PRIMARY number, else the first, else nothing', () => {
    expect(primaryPhoneNumberId(sms)).toBe(11);
    expect(
      primaryPhoneNumberId({
        type: 'SMS',
        availablePhoneNumbers: [
          { id: 'a', type: 'OTHER' },
          { id: 'b', type: 'OTHER' },
        ],
      }),
    ).toBe('a');
    expect(primaryPhoneNumberId({ type: 'SMS', availablePhoneNumbers: null })).toBeUndefined();
    expect(primaryPhoneNumberId({ type: 'SMS' })).toBeUndefined();
  });
});

describe('createCodeController', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('start', () => {
    it('SMS: sends the code to the PRIMARY phone number, then opens entry', async () => {
      const { code, calls, answer } = setup();
      expect(code.type).toBe('SMS');
      expect(code.getState().phase).toBe('sending');
      code.start();
      expect(calls).toHaveLength(1);
      expect(calls[0]!.url).toBe(`${base}/sms/trigger`);
      expect(calls[0]!.body).toEqual({ phoneNumberId: 11 });
      expect(calls[0]!.headers.get('One-Time-Token')).toBe('ott-code');
      expect(code.getState().phase).toBe('sending');
      await answer(noContent());
      expect(code.getState()).toEqual({
        phase: 'ready',
        error: null,
        resendSecondsLeft: 30,
        resent: false,
        locked: false,
      });
    });

    it.each([
      ['WHATSAPP', 'whatsapp'],
      ['VOICE', 'voice'],
    ])('%s: triggers …/%s/trigger', async (type, segment) => {
      const { code, calls } = setup({ ...sms, type });
      code.start();
      expect(calls.map((c) => c.url)).toEqual([`${base}/${segment}/trigger`]);
    });

    it('TOTP: needs no trigger; entry is open at once and there is nothing to resend', async () => {
      const { code, spy } = setup(totp);
      expect(code.getState()).toEqual({
        phase: 'ready',
        error: null,
        resendSecondsLeft: 0,
        resent: false,
        locked: false,
      });
      code.start();
      code.resend();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(spy).not.toHaveBeenCalled();
      expect(code.getState().phase).toBe('ready');
    });

    it('a number that is not a mobile hands over to voice (onNotMobile), without an error screen', async () => {
      const { code, onNotMobile, answer } = setup();
      code.start();
      await answer(error(400, 'user.phonenumber.is.not.mobile.number', 'Not a mobile.'));
      expect(onNotMobile).toHaveBeenCalledTimes(1);
      expect(code.getState().phase).not.toBe('sendFailed');
      expect(code.getState().error).toBeNull();
    });

    it('a failed trigger (500) shows the send-failed screen; starting again retries', async () => {
      const { code, calls, onNotMobile, answer } = setup();
      code.start();
      await answer(error(500, 'internal'));
      expect(code.getState().phase).toBe('sendFailed');
      expect(code.getState().error).toMatchObject({ status: 500, code: 'internal' });
      expect(onNotMobile).not.toHaveBeenCalled();
      code.start();
      expect(code.getState()).toMatchObject({ phase: 'sending', error: null });
      expect(calls).toHaveLength(2);
      await answer(noContent());
      expect(code.getState().phase).toBe('ready');
    });

    it('an empty or HTML trigger failure is shown as send failed with unexpected.error', async () => {
      const { code, answer } = setup();
      code.start();
      await answer(new Response('<html>502</html>', { status: 502 }));
      expect(code.getState()).toMatchObject({
        phase: 'sendFailed',
        error: { code: 'unexpected.error', status: 502 },
      });
    });
  });

  describe('resend countdown (30 s)', () => {
    it('counts 30 → 0 one second at a time, with resend disabled until exactly 30 s', async () => {
      expect(RESEND_COOLDOWN_MS).toBe(30_000);
      const { code, spy, changes, started } = setup();
      await started();
      for (let elapsed = 0; elapsed < 30; elapsed += 1) {
        expect(code.getState().resendSecondsLeft).toBe(30 - elapsed);
        await vi.advanceTimersByTimeAsync(999);
        expect(code.getState().resendSecondsLeft).toBe(30 - elapsed);
        await vi.advanceTimersByTimeAsync(1);
      }
      expect(code.getState().resendSecondsLeft).toBe(0);
      const shown = changes
        .map((s) => s.resendSecondsLeft)
        .filter((n, i, all) => i === 0 || n !== all[i - 1]);
      expect(shown).toEqual([0, ...Array.from({ length: 31 }, (_, i) => 30 - i)]);
      expect(vi.getTimerCount()).toBe(0);
      expect(spy).toHaveBeenCalledTimes(1);
    });

    it('resend does nothing at 29.999 s and sends at 30 s', async () => {
      const { code, spy, started } = setup();
      await started();
      await vi.advanceTimersByTimeAsync(RESEND_COOLDOWN_MS - 1);
      code.resend();
      expect(spy).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      code.resend();
      expect(spy).toHaveBeenCalledTimes(2);
    });

    it('a successful resend says so and restarts the countdown', async () => {
      const { code, calls, answer, started } = setup();
      await started();
      await vi.advanceTimersByTimeAsync(RESEND_COOLDOWN_MS);
      code.resend();
      expect(calls[1]!.url).toBe(`${base}/sms/trigger`);
      expect(calls[1]!.body).toEqual({ phoneNumberId: 11 });
      await answer(noContent());
      expect(code.getState()).toMatchObject({
        phase: 'ready',
        resent: true,
        resendSecondsLeft: 30,
      });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(code.getState().resendSecondsLeft).toBe(20);
      code.resend();
      expect(calls).toHaveLength(2);
    });

    it('a double click on resend sends one code', async () => {
      const { code, calls, started } = setup();
      await started();
      await vi.advanceTimersByTimeAsync(RESEND_COOLDOWN_MS);
      code.resend();
      code.resend();
      await flush();
      expect(calls).toHaveLength(2);
    });

    it('sends no new code while the last one is being checked', async () => {
      const { code, calls, onPassed, answer, started } = setup();
      await started();
      await vi.advanceTimersByTimeAsync(RESEND_COOLDOWN_MS);
      code.verify('111111');
      code.resend();
      await flush();
      expect(calls.map((c) => c.url)).toEqual([`${base}/sms/trigger`, `${base}/sms/verify`]);
      await answer(noContent());
      expect(onPassed).toHaveBeenCalledTimes(1);
    });

    it('a failed resend shows the error beside the field and keeps entry open', async () => {
      const { code, answer, started } = setup();
      await started();
      await vi.advanceTimersByTimeAsync(RESEND_COOLDOWN_MS);
      code.resend();
      await answer(error(429, 'too_many_requests', 'Slow down.'));
      expect(code.getState()).toMatchObject({
        phase: 'ready',
        resent: false,
        resendSecondsLeft: 0,
        error: { code: 'too_many_requests' },
      });
    });
  });

  describe('verify', () => {
    it('sends { otpCode } for SMS, then reports verified once', async () => {
      const { code, calls, onPassed, answer, started } = setup();
      await started();
      code.verify('012345');
      expect(code.getState().phase).toBe('verifying');
      expect(calls[1]!.url).toBe(`${base}/sms/verify`);
      expect(calls[1]!.body).toStrictEqual({ otpCode: '012345' });
      await answer(noContent());
      expect(code.getState().phase).toBe('verified');
      expect(onPassed).toHaveBeenCalledTimes(1);
    });

    it('sends { code } for TOTP', async () => {
      const { code, calls, onPassed, answer } = setup(totp);
      code.start();
      code.verify('654321');
      expect(calls.map((c) => [c.url, c.body])).toEqual([
        [`${base}/totp/verify`, { code: '654321' }],
      ]);
      await answer(noContent());
      expect(onPassed).toHaveBeenCalledTimes(1);
    });

    it('sends one request for a double submit', async () => {
      const { code, spy, onPassed, answer, started } = setup();
      await started();
      code.verify('111111');
      code.verify('111111');
      expect(spy).toHaveBeenCalledTimes(2);
      await answer(noContent());
      code.verify('111111');
      expect(spy).toHaveBeenCalledTimes(2);
      expect(onPassed).toHaveBeenCalledTimes(1);
    });

    it('does nothing while the code is still being sent', () => {
      const { code, spy } = setup();
      code.start();
      code.verify('111111');
      expect(spy).toHaveBeenCalledTimes(1);
      expect(code.getState().phase).toBe('sending');
    });

    it('a wrong code shows the server message and reopens entry; the next try clears it', async () => {
      const { code, calls, onPassed, answer, started } = setup();
      await started();
      code.verify('000000');
      await answer(error(400, 'invalid_code', 'That code is not right.'));
      const state = code.getState();
      expect(state.phase).toBe('ready');
      expect(state.locked).toBe(false);
      expect(state.error?.serverMessage).toBe('That code is not right.');
      expect(state.error?.code).toBe('invalid_code');
      expect(onPassed).not.toHaveBeenCalled();
      code.verify('111111');
      expect(code.getState()).toMatchObject({ phase: 'verifying', error: null });
      expect(calls).toHaveLength(3);
    });

    it('attempt_limit_reached locks entry until a new code is sent', async () => {
      const { code, calls, onPassed, answer, started } = setup();
      await started();
      code.verify('000000');
      await answer(error(400, 'attempt_limit_reached', 'Too many attempts.'));
      expect(code.getState()).toMatchObject({
        phase: 'ready',
        locked: true,
        error: { code: 'attempt_limit_reached' },
      });
      code.verify('111111');
      expect(calls).toHaveLength(2);
      // Still locked when the countdown ends: only a new code unlocks.
      await vi.advanceTimersByTimeAsync(RESEND_COOLDOWN_MS);
      expect(code.getState().locked).toBe(true);
      code.resend();
      await answer(error(500, 'internal'));
      expect(code.getState().locked).toBe(true);
      code.resend();
      await answer(noContent());
      expect(code.getState()).toMatchObject({ locked: false, resent: true, error: null });
      code.verify('111111');
      expect(calls).toHaveLength(5);
      await answer(noContent());
      expect(onPassed).toHaveBeenCalledTimes(1);
    });

    it('TOTP is never locked: it has no new code to wait for', async () => {
      const { code, calls, answer } = setup(totp);
      code.verify('000000');
      await answer(error(400, 'attempt_limit_reached'));
      expect(code.getState()).toMatchObject({ phase: 'ready', locked: false });
      code.verify('111111');
      expect(calls).toHaveLength(2);
    });
  });

  describe('dispose', () => {
    it.each([
      ['a fetch that aborts', true],
      ['a fetch that ignores the signal', false],
    ])('a verify answer arriving after dispose changes nothing (%s)', async (_, honourAbort) => {
      const { code, spy, calls, onPassed, changes, started } = setup(sms, { honourAbort });
      await started();
      code.verify('111111');
      code.dispose();
      expect(calls[1]!.signal?.aborted).toBe(true);
      const state = code.getState();
      const seen = changes.length;
      calls[1]!.resolve(noContent());
      await vi.advanceTimersByTimeAsync(60_000);
      expect(code.getState()).toBe(state);
      expect(changes).toHaveLength(seen);
      expect(onPassed).not.toHaveBeenCalled();
      expect(spy).toHaveBeenCalledTimes(2);
    });

    it.each([
      ['a fetch that aborts', true],
      ['a fetch that ignores the signal', false],
    ])(
      'a trigger answer arriving after dispose changes nothing and starts no timer (%s)',
      async (_, honourAbort) => {
        const { code, calls, changes, onNotMobile } = setup(sms, { honourAbort });
        code.start();
        code.dispose();
        const seen = changes.length;
        calls[0]!.resolve(noContent());
        await flush();
        expect(changes).toHaveLength(seen);
        expect(code.getState().phase).toBe('sending');
        expect(vi.getTimerCount()).toBe(0);
        expect(onNotMobile).not.toHaveBeenCalled();
      },
    );

    it('stops the countdown', async () => {
      const { code, changes, started } = setup();
      await started();
      await vi.advanceTimersByTimeAsync(3_000);
      code.dispose();
      const seen = changes.length;
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(changes).toHaveLength(seen);
      expect(code.getState().resendSecondsLeft).toBe(27);
    });

    it('after dispose, verify and resend send nothing', async () => {
      const { code, spy, changes, started } = setup();
      await started();
      await vi.advanceTimersByTimeAsync(RESEND_COOLDOWN_MS);
      code.dispose();
      const seen = changes.length;
      code.verify('111111');
      code.resend();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(changes).toHaveLength(seen);
    });

    it('start after dispose (a remount) sends the code again, even while the first send was still pending', async () => {
      const { code, calls, answer } = setup();
      code.start();
      code.dispose();
      code.start();
      expect(calls).toHaveLength(2);
      expect(calls[0]!.signal?.aborted).toBe(true);
      calls[0]!.answered = true;
      await answer(noContent());
      expect(code.getState()).toMatchObject({ phase: 'ready', resendSecondsLeft: 30 });
    });
  });

  describe('Idempotency-Key (API.md §7)', () => {
    const keyOf = (call: Call | undefined) => call?.headers.get('Idempotency-Key');

    it('each send is a new action with a new key: the first code and a resend differ', async () => {
      const { code, calls, started } = setup();
      await started();
      await vi.advanceTimersByTimeAsync(RESEND_COOLDOWN_MS);
      code.resend();
      expect(keyOf(calls[0])).toMatch(/^\d+-\d+-\d+-\d+$/);
      expect(keyOf(calls[1])).toMatch(/^\d+-\d+-\d+-\d+$/);
      expect(keyOf(calls[1])).not.toBe(keyOf(calls[0]));
    });

    it('a send that failed before any answer is retried with the same key; the next action gets a new one', async () => {
      const { code, calls, answer } = setup();
      code.start();
      calls[0]!.answered = true;
      calls[0]!.reject(new TypeError('Failed to fetch'));
      await flush();
      expect(code.getState()).toMatchObject({
        phase: 'sendFailed',
        error: { code: 'network.error' },
      });
      code.start();
      expect(keyOf(calls[1])).toBe(keyOf(calls[0]));
      await answer(noContent());
      await vi.advanceTimersByTimeAsync(RESEND_COOLDOWN_MS);
      code.resend();
      expect(keyOf(calls[2])).not.toBe(keyOf(calls[0]));
    });

    it('a send that timed out, or was cut off by a remount, keeps its key too', async () => {
      const { code, calls, answer } = setup();
      code.start();
      await vi.advanceTimersByTimeAsync(30_000);
      expect(code.getState().error).toMatchObject({ code: 'request.timeout' });
      code.start();
      code.dispose();
      code.start();
      expect(calls).toHaveLength(3);
      expect(keyOf(calls[0])).toBeTruthy();
      expect(new Set(calls.map(keyOf)).size).toBe(1);
      calls[0]!.answered = true;
      calls[1]!.answered = true;
      await answer(noContent());
      expect(code.getState().phase).toBe('ready');
    });

    it('a send the server answered with an error is done: trying again is a new action', async () => {
      const { code, calls, answer } = setup();
      code.start();
      await answer(error(500, 'internal'));
      code.start();
      expect(keyOf(calls[1])).not.toBe(keyOf(calls[0]));
    });
  });

  describe('reports to the flow (analytics)', () => {
    it('a resend the server accepted is reported once; the first code and a failed resend are not', async () => {
      const { code, report, answer, started } = setup();
      await started();
      expect(report).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(RESEND_COOLDOWN_MS);
      code.resend();
      await answer(error(429, 'too_many_requests'));
      expect(report).not.toHaveBeenCalled();
      code.resend();
      await answer(noContent());
      expect(report).toHaveBeenCalledTimes(1);
      expect(report).toHaveBeenCalledWith({ type: 'codeResent' });
    });

    it('each refused code is a refused attempt with its code, never final; a right one is not reported', async () => {
      const { code, report, onPassed, answer, started } = setup();
      await started();
      code.verify('123456');
      await answer(error(400, 'invalid_code', 'Wrong code 123456.'));
      code.verify('654321');
      await answer(error(429, 'attempt_limit_reached'));
      expect(report.mock.calls).toEqual([
        [{ type: 'challengeFailed', reason: 'invalid_code', final: false }],
        [{ type: 'challengeFailed', reason: 'attempt_limit_reached', final: false }],
      ]);
      await vi.advanceTimersByTimeAsync(RESEND_COOLDOWN_MS);
      code.resend();
      await answer(noContent());
      code.verify('111111');
      await answer(noContent());
      expect(onPassed).toHaveBeenCalledTimes(1);
      expect(report).toHaveBeenCalledTimes(3);
      expect(report).toHaveBeenLastCalledWith({ type: 'codeResent' });
    });
  });
});
