import { controlledFetch } from '../../../test/controlledFetch';
import { createClient } from '../../api/client';
import type { Challenge } from '../../api/oneTimeToken';
import { readAttributes } from '../challengeDefinition';
import {
  cleanMissingNumbers,
  createPhoneGuessController,
  hiddenDigitCount,
  type PhoneGuessControllerState,
} from './phoneGuessController';
import { phoneGuessDefinition } from './phoneGuessDefinition';

const guess = (hiddenNumbers?: number | string | null): Challenge => ({
  type: 'PHONE_GUESS',
  viewData: { attributes: { firstPhoneNumbers: '+44 77', lastPhoneNumbers: '89', hiddenNumbers } },
});
const noContent = () => new Response(null, { status: 204 });
const error = (status: number, code: string, message?: string) =>
  Response.json({ code, message }, { status });
const flush = () => vi.advanceTimersByTimeAsync(0);

function setup(challenge: Challenge = guess(6), fetchOptions?: { honourAbort?: boolean }) {
  const { fetch, spy, calls, answerNext } = controlledFetch(fetchOptions);
  const navigation = {
    origin: () => 'https://app.example.com',
    hostname: () => 'app.example.com',
    assign: vi.fn(),
  };
  const onPassed = vi.fn();
  const onFailure = vi.fn();
  const report = vi.fn();
  const phoneGuess = createPhoneGuessController({
    client: createClient({ fetch, navigation }),
    ott: 'ott-guess',
    attributes: readAttributes(phoneGuessDefinition, challenge),
    onPassed,
    onFailure,
    report,
  });
  phoneGuess.start();
  const changes: PhoneGuessControllerState[] = [];
  phoneGuess.subscribe((state) => changes.push(state));
  const answer = async (response: Response) => {
    answerNext(response);
    await flush();
  };
  return { phoneGuess, spy, calls, navigation, onPassed, onFailure, report, changes, answer };
}

describe('hiddenDigitCount', () => {
  it.each<[number | string | null | undefined, number | undefined]>([
    [6, 6],
    ['6', 6],
    [' 4 ', 4],
    [0, undefined],
    [-2, undefined],
    [2.5, undefined],
    ['six', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('hiddenNumbers %j → %j', (hiddenNumbers, expected) => {
    expect(hiddenDigitCount(readAttributes(phoneGuessDefinition, guess(hiddenNumbers)))).toBe(
      expected,
    );
  });

  it('reads nothing from a challenge without view data', () => {
    expect(
      hiddenDigitCount(readAttributes(phoneGuessDefinition, { type: 'PHONE_GUESS' })),
    ).toBeUndefined();
  });
});

describe('cleanMissingNumbers', () => {
  it.each<[string, number | undefined, string]>([
    ['009001', 6, '009001'],
    ['00 90-01', 6, '009001'],
    ['0090015555', 6, '009001'],
    ['00–90·01', 6, '009001'],
    ['12a3', 6, '123'],
    ['1234567', undefined, '1234567'],
    ['', 6, ''],
  ])('%j (count %j) → %j', (value, count, expected) => {
    expect(cleanMissingNumbers(value, count)).toBe(expected);
  });
});

describe('createPhoneGuessController', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('knows the hidden digit count and starts on entry with nothing sent', () => {
    const { phoneGuess, spy } = setup(guess('6'));
    expect(phoneGuess.hiddenDigits).toBe(6);
    expect(phoneGuess.getState()).toEqual({ phase: 'entry', error: null });
    expect(spy).not.toHaveBeenCalled();
  });

  it('sends { missingNumbers } as text, leading zero kept, with the token, then passes once', async () => {
    const { phoneGuess, calls, onPassed, answer } = setup();
    expect(phoneGuess.verify('009001')).toBeNull();
    expect(phoneGuess.getState().phase).toBe('verifying');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/gateway/identity/api/v1/one-time-token/phone-guess/verify');
    expect(calls[0]!.body).toBe('{"missingNumbers":"009001"}');
    expect(calls[0]!.headers.get('One-Time-Token')).toBe('ott-guess');
    await answer(noContent());
    expect(phoneGuess.getState().phase).toBe('verified');
    expect(onPassed).toHaveBeenCalledTimes(1);
  });

  it('cleans and cuts what it sends to the hidden count', () => {
    const { phoneGuess, calls } = setup(guess(4));
    phoneGuess.verify(' 00-90 01 ');
    expect(calls[0]!.body).toBe('{"missingNumbers":"0090"}');
  });

  it.each(['', '   ', '- -'])(
    'answers "Please fill this field" for %j and sends nothing',
    (value) => {
      const { phoneGuess, spy, changes } = setup();
      expect(phoneGuess.verify(value)).toBe('validation.required');
      expect(spy).not.toHaveBeenCalled();
      expect(changes).toEqual([]);
    },
  );

  it('sends one request for a double submit', async () => {
    const { phoneGuess, spy, onPassed, answer } = setup();
    phoneGuess.verify('009001');
    phoneGuess.verify('009001');
    expect(spy).toHaveBeenCalledTimes(1);
    await answer(noContent());
    phoneGuess.verify('009001');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(onPassed).toHaveBeenCalledTimes(1);
  });

  it('a wrong guess reopens entry with the server message; the next try clears it', async () => {
    const { phoneGuess, calls, onPassed, onFailure, answer } = setup();
    phoneGuess.verify('123456');
    await answer(
      error(400, 'phone_guess_incorrect', 'Those digits do not match your phone number.'),
    );
    expect(phoneGuess.getState()).toMatchObject({
      phase: 'entry',
      error: { code: 'phone_guess_incorrect' },
    });
    expect(phoneGuess.getState().error?.serverMessage).toBe(
      'Those digits do not match your phone number.',
    );
    expect(onPassed).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
    phoneGuess.verify('009001');
    expect(phoneGuess.getState()).toMatchObject({ phase: 'verifying', error: null });
    expect(calls).toHaveLength(2);
  });

  it('reports a wrong guess as a refused attempt and the attempt limit as a final one', async () => {
    const { phoneGuess, report, answer } = setup();
    phoneGuess.verify('123456');
    await answer(error(400, 'phone_guess_incorrect', 'Not 123456.'));
    phoneGuess.verify('123457');
    await answer(error(400, 'attempt_limit_reached'));
    expect(report.mock.calls).toEqual([
      [{ type: 'challengeFailed', reason: 'phone_guess_incorrect', final: false }],
      [{ type: 'challengeFailed', reason: 'attempt_limit_reached', final: true }],
    ]);
  });

  it('attempt_limit_reached goes to /logout and closes entry', async () => {
    const { phoneGuess, spy, navigation, answer } = setup();
    phoneGuess.verify('123456');
    await answer(error(400, 'attempt_limit_reached', 'Too many attempts.'));
    expect(navigation.assign).toHaveBeenCalledExactlyOnceWith('https://app.example.com/logout');
    expect(phoneGuess.getState()).toMatchObject({
      phase: 'loggingOut',
      error: { code: 'attempt_limit_reached' },
    });
    phoneGuess.verify('009001');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('an empty 500 calls the failure handler and leaves entry open', async () => {
    const { phoneGuess, onFailure, navigation, answer } = setup();
    phoneGuess.verify('009001');
    await answer(new Response(null, { status: 500 }));
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure.mock.calls[0]![0]).toMatchObject({ status: 500, code: 'unexpected.error' });
    expect(phoneGuess.getState()).toEqual({ phase: 'entry', error: null });
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('an empty 400 stays on the field as an error without a server message', async () => {
    const { phoneGuess, onFailure, answer } = setup();
    phoneGuess.verify('009001');
    await answer(new Response(null, { status: 400 }));
    expect(onFailure).not.toHaveBeenCalled();
    expect(phoneGuess.getState()).toMatchObject({
      phase: 'entry',
      error: { status: 400, code: 'unexpected.error' },
    });
    expect(phoneGuess.getState().error?.serverMessage).toBeUndefined();
  });

  describe('dispose', () => {
    it.each([
      ['a fetch that aborts', true],
      ['a fetch that ignores the signal', false],
    ])('an answer arriving after dispose changes nothing (%s)', async (_, honourAbort) => {
      const { phoneGuess, calls, onPassed, onFailure, navigation, changes } = setup(guess(6), {
        honourAbort,
      });
      phoneGuess.verify('009001');
      phoneGuess.dispose();
      expect(calls[0]!.signal?.aborted).toBe(true);
      const state = phoneGuess.getState();
      const seen = changes.length;
      calls[0]!.resolve(error(400, 'attempt_limit_reached'));
      await vi.advanceTimersByTimeAsync(60_000);
      expect(phoneGuess.getState()).toBe(state);
      expect(changes).toHaveLength(seen);
      expect(onPassed).not.toHaveBeenCalled();
      expect(onFailure).not.toHaveBeenCalled();
      expect(navigation.assign).not.toHaveBeenCalled();
    });

    it('after dispose nothing is sent; start again (a remount) reopens entry', async () => {
      const { phoneGuess, spy } = setup();
      phoneGuess.verify('009001');
      phoneGuess.dispose();
      phoneGuess.verify('009001');
      expect(spy).toHaveBeenCalledTimes(1);
      phoneGuess.start();
      expect(phoneGuess.getState().phase).toBe('entry');
      phoneGuess.verify('009001');
      expect(spy).toHaveBeenCalledTimes(2);
    });
  });
});
