import { controlledFetch } from '../../../test/controlledFetch';
import { createClient } from '../../api/client';
import { createPasswordController, type PasswordControllerState } from './passwordController';

/** Each request waits for the test to answer it; like the real fetch it rejects on abort, unless told to ignore it. */

const noContent = () => new Response(null, { status: 204 });
const error = (status: number, code: string, message?: string) =>
  Response.json({ code, message }, { status });
const flush = () => vi.advanceTimersByTimeAsync(0);
const verifyUrl = '/gateway/identity/api/v1/one-time-token/password/verify';
const forgotUrl = '/gateway/identity/api/v1/forgot-password';

function setup(fetchOptions?: { honourAbort?: boolean }) {
  const { fetch, spy, calls, answerNext } = controlledFetch(fetchOptions);
  const navigation = {
    origin: () => 'https://app.example.com',
    hostname: () => 'app.example.com',
    assign: vi.fn(),
  };
  const onPassed = vi.fn();
  const onFailure = vi.fn();
  const report = vi.fn();
  const password = createPasswordController({
    client: createClient({ fetch, navigation }),
    ott: 'ott-pw',
    onPassed,
    onFailure,
    report,
  });
  password.start();
  const changes: PasswordControllerState[] = [];
  password.subscribe((state) => changes.push(state));
  const answer = async (response: Response) => {
    answerNext(response);
    await flush();
  };
  return { password, spy, calls, navigation, onPassed, onFailure, report, changes, answer };
}

describe('createPasswordController', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts on entry with nothing sent', () => {
    const { password, spy } = setup();
    expect(password.getState()).toEqual({ phase: 'entry', error: null, forgotPassword: 'idle' });
    expect(spy).not.toHaveBeenCalled();
  });

  describe('verify', () => {
    it('sends the trimmed password with the token, then passes once', async () => {
      const { password, calls, onPassed, answer } = setup();
      expect(password.verify('  Password123 \n')).toBeNull();
      expect(password.getState().phase).toBe('verifying');
      expect(calls).toHaveLength(1);
      expect(calls[0]!.url).toBe(verifyUrl);
      expect(JSON.parse(String(calls[0]!.body))).toStrictEqual({ password: 'Password123' });
      expect(calls[0]!.headers.get('One-Time-Token')).toBe('ott-pw');
      await answer(noContent());
      expect(password.getState().phase).toBe('verified');
      expect(onPassed).toHaveBeenCalledTimes(1);
    });

    it.each(['', '   ', '\t\n'])(
      'answers "Please fill this field" for %j and sends nothing',
      (value) => {
        const { password, spy, changes } = setup();
        expect(password.verify(value)).toBe('validation.required');
        expect(spy).not.toHaveBeenCalled();
        expect(changes).toEqual([]);
      },
    );

    it('sends one request for a double submit, and none once passed', async () => {
      const { password, spy, onPassed, answer } = setup();
      password.verify('Password123');
      password.verify('Password123');
      expect(spy).toHaveBeenCalledTimes(1);
      await answer(noContent());
      password.verify('Password123');
      expect(spy).toHaveBeenCalledTimes(1);
      expect(onPassed).toHaveBeenCalledTimes(1);
    });

    it('a wrong password reopens entry with the server message; the next try clears it', async () => {
      const { password, calls, onPassed, onFailure, navigation, answer } = setup();
      password.verify('wrong');
      await answer(error(400, 'invalid_password', 'That password is incorrect. Please try again.'));
      expect(password.getState()).toMatchObject({
        phase: 'entry',
        error: { status: 400, code: 'invalid_password' },
      });
      expect(password.getState().error?.serverMessage).toBe(
        'That password is incorrect. Please try again.',
      );
      expect(onPassed).not.toHaveBeenCalled();
      expect(onFailure).not.toHaveBeenCalled();
      expect(navigation.assign).not.toHaveBeenCalled();
      password.verify('Password123');
      expect(password.getState()).toMatchObject({ phase: 'verifying', error: null });
      expect(calls).toHaveLength(2);
    });

    it('attempt_limit_reached goes to /logout and closes entry', async () => {
      const { password, spy, navigation, onFailure, answer } = setup();
      password.verify('wrong');
      await answer(error(429, 'attempt_limit_reached', 'Too many attempts.'));
      expect(navigation.assign).toHaveBeenCalledExactlyOnceWith('https://app.example.com/logout');
      expect(password.getState()).toMatchObject({
        phase: 'loggingOut',
        error: { code: 'attempt_limit_reached' },
      });
      expect(onFailure).not.toHaveBeenCalled();
      password.verify('Password123');
      password.forgotPassword();
      expect(spy).toHaveBeenCalledTimes(1);
    });

    it.each([
      ['an empty 500', () => new Response(null, { status: 500 })],
      ['an HTML 502', () => new Response('<html>502</html>', { status: 502 })],
    ])('%s calls the failure handler and leaves entry open', async (_, response) => {
      const { password, onFailure, navigation, answer } = setup();
      password.verify('Password123');
      await answer(response());
      expect(onFailure).toHaveBeenCalledTimes(1);
      expect(onFailure.mock.calls[0]![0]).toMatchObject({ code: 'unexpected.error' });
      expect(password.getState()).toEqual({ phase: 'entry', error: null, forgotPassword: 'idle' });
      expect(navigation.assign).not.toHaveBeenCalled();
    });

    it('a 500 with a readable body is shown at the field, not handed to the host', async () => {
      const { password, onFailure, answer } = setup();
      password.verify('Password123');
      await answer(error(500, 'internal', 'We are having problems.'));
      expect(onFailure).not.toHaveBeenCalled();
      expect(password.getState().error?.serverMessage).toBe('We are having problems.');
    });

    it('a network failure is shown at the field', async () => {
      const failing = vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      });
      const onFailure = vi.fn();
      const password = createPasswordController({
        client: createClient({ fetch: failing as unknown as typeof globalThis.fetch }),
        ott: 'ott-pw',
        onPassed: vi.fn(),
        onFailure,
      });
      password.verify('Password123');
      await flush();
      expect(password.getState()).toMatchObject({
        phase: 'entry',
        error: { code: 'network.error' },
      });
      expect(onFailure).not.toHaveBeenCalled();
    });
  });

  describe('reports to the flow (analytics)', () => {
    it('a wrong password is a refused attempt; the attempt limit a final one, before leaving', async () => {
      const { password, navigation, report, answer } = setup();
      password.verify('Zebra-Quartz-9!');
      await answer(error(400, 'invalid_password', 'Wrong password.'));
      expect(report).toHaveBeenCalledExactlyOnceWith({
        type: 'challengeFailed',
        reason: 'invalid_password',
        final: false,
      });
      const order: string[] = [];
      report.mockImplementation(() => order.push('report'));
      navigation.assign.mockImplementation(() => order.push('assign'));
      password.verify('wrong again');
      await answer(error(429, 'attempt_limit_reached'));
      expect(order).toEqual(['report', 'assign']);
      expect(report).toHaveBeenLastCalledWith({
        type: 'challengeFailed',
        reason: 'attempt_limit_reached',
        final: true,
      });
    });

    it('a pass, or a failure handed to the failure handler (the flow reports that), is not reported', async () => {
      const { password, report, answer } = setup();
      password.verify('Password123');
      await answer(new Response(null, { status: 500 }));
      password.verify('Password123');
      await answer(noContent());
      expect(report).not.toHaveBeenCalled();
    });
  });

  describe('forgot password', () => {
    it('posts with no body and the token, then shows check your email', async () => {
      const { password, calls, answer } = setup();
      password.forgotPassword();
      expect(password.getState().forgotPassword).toBe('sending');
      expect(calls).toHaveLength(1);
      expect(calls[0]!.url).toBe(forgotUrl);
      expect(calls[0]!.body).toBeUndefined();
      expect(calls[0]!.headers.get('One-Time-Token')).toBe('ott-pw');
      await answer(noContent());
      expect(password.getState()).toEqual({ phase: 'entry', error: null, forgotPassword: 'sent' });
    });

    it('sends one email for a double click, and no password check while it is on its way', async () => {
      const { password, spy } = setup();
      password.forgotPassword();
      password.forgotPassword();
      password.verify('Password123');
      expect(spy).toHaveBeenCalledTimes(1);
    });

    it('does nothing while a password check is on its way', () => {
      const { password, spy } = setup();
      password.verify('Password123');
      password.forgotPassword();
      expect(spy).toHaveBeenCalledTimes(1);
      expect(password.getState().forgotPassword).toBe('idle');
    });

    it.each([
      ['an empty 500', () => new Response(null, { status: 500 })],
      ['a 400 with a message', () => error(400, 'email_not_sent', 'No.')],
    ])('%s shows the forgot-password error; Back returns to the password', async (_, response) => {
      const { password, onFailure, answer } = setup();
      password.forgotPassword();
      await answer(response());
      expect(password.getState().forgotPassword).toBe('failed');
      expect(onFailure).not.toHaveBeenCalled();
      password.backToPassword();
      expect(password.getState()).toEqual({ phase: 'entry', error: null, forgotPassword: 'idle' });
    });

    it('Back from check your email returns to entry, and the password still works', async () => {
      const { password, calls, onPassed, answer } = setup();
      password.forgotPassword();
      await answer(noContent());
      password.backToPassword();
      expect(password.getState().forgotPassword).toBe('idle');
      password.verify('Password123');
      expect(calls[1]!.url).toBe(verifyUrl);
      await answer(noContent());
      expect(onPassed).toHaveBeenCalledTimes(1);
    });
  });

  describe('dispose', () => {
    it.each([
      ['a fetch that aborts', true],
      ['a fetch that ignores the signal', false],
    ])('a verify answer arriving after dispose changes nothing (%s)', async (_, honourAbort) => {
      const { password, calls, onPassed, onFailure, navigation, changes } = setup({
        honourAbort,
      });
      password.verify('Password123');
      password.dispose();
      expect(calls[0]!.signal?.aborted).toBe(true);
      const state = password.getState();
      const seen = changes.length;
      calls[0]!.resolve(error(429, 'attempt_limit_reached'));
      await vi.advanceTimersByTimeAsync(60_000);
      expect(password.getState()).toBe(state);
      expect(changes).toHaveLength(seen);
      expect(onPassed).not.toHaveBeenCalled();
      expect(onFailure).not.toHaveBeenCalled();
      expect(navigation.assign).not.toHaveBeenCalled();
    });

    it.each([
      ['a fetch that aborts', true],
      ['a fetch that ignores the signal', false],
    ])(
      'a forgot-password answer arriving after dispose changes nothing (%s)',
      async (_, honourAbort) => {
        const { password, calls, changes } = setup({ honourAbort });
        password.forgotPassword();
        password.dispose();
        const seen = changes.length;
        calls[0]!.resolve(noContent());
        await flush();
        expect(changes).toHaveLength(seen);
        expect(password.getState().forgotPassword).toBe('sending');
      },
    );

    it('after dispose nothing is sent; start again (a remount) reopens entry', async () => {
      const { password, spy, calls, onPassed, answer } = setup();
      password.verify('Password123');
      password.dispose();
      password.verify('Password123');
      password.forgotPassword();
      expect(spy).toHaveBeenCalledTimes(1);
      password.start();
      expect(password.getState().phase).toBe('entry');
      password.verify('Password123');
      expect(spy).toHaveBeenCalledTimes(2);
      calls[0]!.answered = true;
      await answer(noContent());
      expect(onPassed).toHaveBeenCalledTimes(1);
    });
  });
});
