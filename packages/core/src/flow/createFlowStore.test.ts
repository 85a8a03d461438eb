import { onlySpecs } from '../../test/builtInDefinitions';
import { createClient } from '../api/client';
import type { Challenge, OneTimeTokenProperties } from '../api/oneTimeToken';
import { GatehouseError } from '../errors/gatehouseError';
import type { GatehouseEvent } from '../events/gatehouseEvent';
import { createFlowStore, RESET_DELAY_MS, type FlowStoreOptions } from './createFlowStore';
import type { FlowStatus } from './flowState';

interface PendingCall {
  url: string;
  headers: Headers;
  signal: AbortSignal | null | undefined;
  resolve(response: Response): void;
}

/** A fetch whose answers the test gives one by one; like the real one, it rejects on abort. */
function controlledFetch() {
  const calls: PendingCall[] = [];
  const fetch = vi.fn(
    (input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((resolve, reject) => {
        const signal = init.signal;
        if (signal?.aborted) {
          reject(signal.reason);
          return;
        }
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        calls.push({ url: String(input), headers: new Headers(init.headers), signal, resolve });
      }),
  );
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, spy: fetch };
}

const sms: Challenge = {
  type: 'SMS',
  context: { challengeId: 'sms-1' },
  availablePhoneNumbers: [{ id: 11, type: 'PRIMARY' }],
};
const smsAgain: Challenge = {
  type: 'SMS',
  context: { challengeId: 'sms-2' },
  availablePhoneNumbers: [{ id: 11, type: 'PRIMARY' }],
};
const totp: Challenge = { type: 'TOTP' };
const voice: Challenge = { type: 'VOICE' };

const status = (
  challenges: Array<{ primary: Challenge; alternatives?: Challenge[] }>,
  actionType = 'IDENTITY__LOGIN',
) => {
  const properties: OneTimeTokenProperties = {
    oneTimeToken: 'ott-flow',
    actionType,
    challenges: challenges.map((c) => ({
      required: true,
      primaryChallenge: c.primary,
      alternatives: c.alternatives ?? [],
    })),
  };
  return Response.json({ oneTimeTokenProperties: properties });
};
const approved = () => status([]);
const errorAnswer = (code: string, httpStatus = 400) =>
  Response.json({ code, message: `message of ${code}` }, { status: httpStatus });

/** Lets the fake answers travel through fetch, the body read and the store, without moving time. */
const flush = () => vi.advanceTimersByTimeAsync(0);

function setup(overrides: Partial<FlowStoreOptions> = {}) {
  const { fetch, calls, spy } = controlledFetch();
  const onSuccess = vi.fn();
  const reportError = vi.fn();
  const store = createFlowStore({
    ott: 'ott-flow',
    client: createClient({ fetch }),
    challenges: onlySpecs(['SMS', 'VOICE', 'TOTP', 'PUSH', 'INITIATE_CHANGE_PHONE_NUMBER_FLOW']),
    onSuccess,
    reportError,
    ...overrides,
  });
  const statuses: FlowStatus[] = [];
  store.subscribe((state) => statuses.push(state.status));
  /** Answers the oldest unanswered request. */
  const answer = async (response: Response) => {
    const call = calls.find((c) => !(c as { answered?: boolean }).answered);
    if (!call) throw new Error('no request is waiting');
    (call as { answered?: boolean }).answered = true;
    call.resolve(response);
    await flush();
  };
  return { store, calls, fetchSpy: spy, onSuccess, reportError, statuses, answer };
}

describe('createFlowStore (SPEC.md §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('start: LOADING, then the token status call, then SHOW_CHALLENGE', async () => {
    const { store, calls, statuses, answer } = setup();
    expect(store.getState().status).toBe('LOADING');
    store.start();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/gateway/identity/api/v1/one-time-token/status?viewType=FULL');
    expect(calls[0]!.headers.get('One-Time-Token')).toBe('ott-flow');
    expect(store.getState().status).toBe('LOADING');
    await answer(status([{ primary: sms, alternatives: [voice, totp] }]));
    const state = store.getState();
    expect(state.status).toBe('SHOW_CHALLENGE');
    expect(state.currentChallenge).toEqual(sms);
    expect(state.alternatives).toEqual([voice, totp]);
    expect(state.recovery.map((c) => c.type)).toEqual(['INITIATE_CHANGE_PHONE_NUMBER_FLOW']);
    expect(state.actionType).toBe('IDENTITY__LOGIN');
    expect(statuses).toEqual(['LOADING', 'SHOW_CHALLENGE']);
  });

  it('passChallenge reloads the token and shows what is left', async () => {
    const { store, calls, statuses, answer } = setup();
    store.start();
    await answer(status([{ primary: sms }]));
    store.passChallenge();
    expect(store.getState().status).toBe('LOADING');
    expect(calls).toHaveLength(2);
    await answer(status([{ primary: totp }]));
    expect(store.getState()).toMatchObject({ status: 'SHOW_CHALLENGE', currentChallenge: totp });
    expect(statuses).toEqual(['LOADING', 'SHOW_CHALLENGE', 'LOADING', 'SHOW_CHALLENGE']);
  });

  it(`a reload with the same challenge type goes through RESET for exactly ${RESET_DELAY_MS} ms`, async () => {
    expect(RESET_DELAY_MS).toBe(500);
    const { store, statuses, answer } = setup();
    store.start();
    await answer(status([{ primary: sms }]));
    const keyBefore = store.getState().challengeKey;
    store.passChallenge();
    await answer(status([{ primary: smsAgain }]));
    expect(store.getState()).toMatchObject({
      status: 'RESET',
      currentChallenge: smsAgain,
      challengeKey: keyBefore + 1,
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(store.getState().status).toBe('RESET');
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState()).toMatchObject({
      status: 'SHOW_CHALLENGE',
      currentChallenge: smsAgain,
    });
    expect(statuses).toEqual(['LOADING', 'SHOW_CHALLENGE', 'LOADING', 'RESET', 'SHOW_CHALLENGE']);
  });

  it('calls onSuccess once, with the token and action type, when no challenge is left', async () => {
    const { store, onSuccess, answer } = setup();
    store.start();
    await answer(status([{ primary: sms }], 'IDENTITY__SOCIAL_LOGIN'));
    expect(onSuccess).not.toHaveBeenCalled();
    store.passChallenge();
    await answer(status([], 'IDENTITY__SOCIAL_LOGIN'));
    expect(store.getState()).toMatchObject({ status: 'COMPLETE', oneTimeToken: 'ott-flow' });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledWith({
      oneTimeToken: 'ott-flow',
      actionType: 'IDENTITY__SOCIAL_LOGIN',
    });
    // A stray second completion must not log the user in twice.
    store.passChallenge();
    await answer(approved());
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('completes at once when the token is already approved', async () => {
    const { store, onSuccess, statuses, answer } = setup();
    store.start();
    await answer(approved());
    expect(statuses).toEqual(['LOADING', 'COMPLETE']);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('a token error shows ERROR with the parsed error and reports it', async () => {
    const { store, reportError, onSuccess, answer } = setup();
    store.start();
    await answer(errorAnswer('ott_expired', 401));
    const state = store.getState();
    expect(state.status).toBe('ERROR');
    if (state.status !== 'ERROR') throw new Error('unreachable');
    expect(state.error).toBeInstanceOf(GatehouseError);
    expect(state.error).toMatchObject({
      status: 401,
      code: 'ott_expired',
      serverMessage: 'message of ott_expired',
    });
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(state.error);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('ott_not_found shows ERROR but is never reported', async () => {
    const { store, reportError, answer } = setup();
    store.start();
    await answer(errorAnswer('ott_not_found', 404));
    expect(store.getState().status).toBe('ERROR');
    expect(reportError).not.toHaveBeenCalled();
  });

  it("hands its reportError to a challenge's controller: the host's, without ott_not_found", () => {
    const { store, reportError } = setup();
    const gone = new GatehouseError({ status: 404, code: 'ott_not_found' });
    const failed = new GatehouseError({ status: 500, code: 'unexpected.error' });
    store.reportError(gone);
    store.reportError(failed);
    expect(reportError.mock.calls).toEqual([[failed]]);
  });

  it('a malformed status answer is an unexpected.error on the error screen', async () => {
    const { store, reportError, answer } = setup();
    store.start();
    await answer(Response.json({ nope: true }));
    expect(store.getState()).toMatchObject({
      status: 'ERROR',
      error: { code: 'unexpected.error' },
    });
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it("attributes that fail their definition's schema are an unexpected.error whose Retry reads the token again", async () => {
    const { store, reportError, answer, calls } = setup();
    store.start();
    await answer(
      status([{ primary: { type: 'SMS', viewData: { attributes: { maskedPhoneNumber: 789 } } } }]),
    );
    expect(store.getState()).toMatchObject({
      status: 'ERROR',
      source: 'token',
      error: { code: 'unexpected.error' },
    });
    expect(reportError).toHaveBeenCalledTimes(1);
    store.retry();
    await answer(status([{ primary: sms }]));
    expect(calls).toHaveLength(2);
    expect(store.getState()).toMatchObject({ status: 'SHOW_CHALLENGE', currentChallenge: sms });
  });

  it('checks the attributes of the alternatives on offer too, not of types it cannot show', async () => {
    const broken: Challenge = {
      type: 'VOICE',
      viewData: { attributes: { maskedPhoneNumber: { digits: 789 } } },
    };
    const unknown: Challenge = {
      type: 'HOLOGRAM',
      viewData: { attributes: { maskedPhoneNumber: 789 } },
    };
    const first = setup();
    first.store.start();
    await first.answer(status([{ primary: sms, alternatives: [broken] }]));
    expect(first.store.getState()).toMatchObject({
      status: 'ERROR',
      error: { code: 'unexpected.error' },
    });
    const second = setup();
    second.store.start();
    await second.answer(status([{ primary: sms, alternatives: [unknown] }]));
    expect(second.store.getState()).toMatchObject({
      status: 'SHOW_CHALLENGE',
      currentChallenge: sms,
    });
  });

  it("parses each challenge's attributes once, at load, and hands the screens that result and the token", async () => {
    const validate = vi.fn((value: unknown) => ({ value: { parsed: value } }));
    const { store, answer } = setup({
      challenges: {
        SMS: {
          label: () => 'SMS',
          attributes: { '~standard': { validate } },
        },
      },
    });
    const withAttributes: Challenge = {
      type: 'SMS',
      viewData: { attributes: { maskedPhoneNumber: '7' } },
    };
    store.start();
    await answer(status([{ primary: withAttributes }]));
    expect(validate).toHaveBeenCalledTimes(1);
    const current = store.getState().currentChallenge!;
    const parsed = store.attributesOf(current);
    expect(parsed).toEqual({ parsed: { maskedPhoneNumber: '7' } });
    expect(store.attributesOf(current)).toBe(parsed);
    expect(validate).toHaveBeenCalledTimes(1);
    expect(store.ott).toBe('ott-flow');
  });

  it('offers only the registered types: a type the page cannot show is left out of the registry', async () => {
    const { store, answer } = setup({
      challenges: onlySpecs(['VOICE', 'TOTP', 'PUSH', 'INITIATE_CHANGE_PHONE_NUMBER_FLOW']),
    });
    store.start();
    await answer(
      status([{ primary: sms, alternatives: [totp, voice] }], 'IDENTITY__RESET_PASSWORD'),
    );
    expect(store.getState()).toMatchObject({
      status: 'SHOW_CHALLENGE',
      currentChallenge: totp,
      alternatives: [voice],
    });
  });

  it('with handleTokenExpiry and onFailure, a token error goes to onFailure and no ERROR screen shows', async () => {
    const onFailure = vi.fn();
    const { store, statuses, answer } = setup({ handleTokenExpiry: true, onFailure });
    store.start();
    await answer(errorAnswer('ott_not_found', 404));
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure.mock.calls[0]![0]).toMatchObject({ code: 'ott_not_found', status: 404 });
    expect(statuses).not.toContain('ERROR');
    expect(store.getState().status).not.toBe('ERROR');
  });

  it('with onFailure but without handleTokenExpiry, a token error shows ERROR and onFailure is not called', async () => {
    const onFailure = vi.fn();
    const { store, answer } = setup({ onFailure });
    store.start();
    await answer(errorAnswer('ott_expired', 401));
    expect(store.getState().status).toBe('ERROR');
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('with handleTokenExpiry but no onFailure, the ERROR screen still shows', async () => {
    const { store, answer } = setup({ handleTokenExpiry: true });
    store.start();
    await answer(errorAnswer('ott_expired', 401));
    expect(store.getState().status).toBe('ERROR');
  });

  it('retry calls onRetry when given, and fetches nothing itself', async () => {
    const onRetry = vi.fn();
    const { store, calls, answer } = setup({ onRetry });
    store.start();
    await answer(errorAnswer('ott_expired', 401));
    store.retry();
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
    expect(store.getState().status).toBe('ERROR');
  });

  it('retry without onRetry after a failed first load loads the token again', async () => {
    const { store, calls, answer } = setup();
    store.start();
    await answer(errorAnswer('unexpected.error', 500));
    store.retry();
    expect(store.getState().status).toBe('LOADING');
    expect(calls).toHaveLength(2);
    await answer(status([{ primary: totp }]));
    expect(store.getState()).toMatchObject({ status: 'SHOW_CHALLENGE', currentChallenge: totp });
  });

  it('retry without onRetry after a challenge failure returns to the challenge', async () => {
    const { store, calls, answer } = setup();
    store.start();
    await answer(status([{ primary: sms }]));
    store.fail(new GatehouseError({ status: 500, code: 'push.broken' }));
    expect(store.getState().status).toBe('ERROR');
    store.retry();
    expect(store.getState()).toMatchObject({ status: 'SHOW_CHALLENGE', currentChallenge: sms });
    expect(calls).toHaveLength(1);
  });

  it('fail reports the error and wraps anything that is not a GatehouseError', async () => {
    const { store, reportError, answer } = setup();
    store.start();
    await answer(status([{ primary: sms }]));
    store.fail(new TypeError('boom'));
    expect(store.getState()).toMatchObject({
      status: 'ERROR',
      error: { code: 'unexpected.error', status: 0 },
    });
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ code: 'unexpected.error' }));
  });

  it('showAlternates, choose and back drive the alternates screen', async () => {
    const { store, answer } = setup();
    store.start();
    await answer(status([{ primary: sms, alternatives: [voice, totp] }]));
    store.showAlternates();
    expect(store.getState().status).toBe('SHOW_ALTERNATE_CHALLENGES');
    store.back();
    expect(store.getState()).toMatchObject({ status: 'SHOW_CHALLENGE', currentChallenge: sms });
    store.showAlternates();
    store.choose(store.getState().alternatives[1]!);
    expect(store.getState()).toMatchObject({ status: 'SHOW_CHALLENGE', currentChallenge: totp });
    expect(store.getState().alternatives.map((c) => c.type)).toEqual(['VOICE', 'SMS']);
  });

  it('a second load aborts the first: only the newest answer counts', async () => {
    const { store, calls } = setup();
    store.start();
    store.passChallenge();
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(calls[1]!.signal?.aborted).toBe(false);
    calls[0]!.resolve(status([{ primary: voice }]));
    calls[1]!.resolve(status([{ primary: totp }]));
    await flush();
    expect(store.getState()).toMatchObject({ status: 'SHOW_CHALLENGE', currentChallenge: totp });
  });

  it('dispose aborts the in-flight status request: nothing is dispatched or fetched afterwards', async () => {
    const { store, calls, fetchSpy, statuses, onSuccess, reportError } = setup();
    store.start();
    store.dispose();
    const seen = [...statuses];
    const state = store.getState();
    expect(calls[0]!.signal?.aborted).toBe(true);
    calls[0]!.resolve(approved());
    await flush();
    expect(statuses).toEqual(seen);
    expect(store.getState()).toBe(state);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('dispose cancels the reset timer', async () => {
    const { store, statuses, answer } = setup();
    store.start();
    await answer(status([{ primary: sms }]));
    store.passChallenge();
    await answer(status([{ primary: smsAgain }]));
    expect(store.getState().status).toBe('RESET');
    store.dispose();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(store.getState().status).toBe('RESET');
    expect(statuses.at(-1)).toBe('RESET');
  });

  it('after dispose, no action but start fetches or changes anything', async () => {
    const { store, fetchSpy, statuses, onSuccess, reportError, answer } = setup();
    store.start();
    await answer(status([{ primary: sms, alternatives: [totp] }]));
    store.dispose();
    const before = store.getState();
    store.passChallenge();
    store.retry();
    store.showAlternates();
    store.choose(totp);
    store.back();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(store.getState()).toBe(before);
    expect(statuses).toEqual(['LOADING', 'SHOW_CHALLENGE']);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('a disposed store starts again on start (a remount), and then works normally', async () => {
    const { store, calls } = setup();
    store.start();
    store.dispose();
    store.start();
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal?.aborted).toBe(true);
    calls[0]!.resolve(approved());
    calls[1]!.resolve(status([{ primary: totp }]));
    await flush();
    expect(store.getState()).toMatchObject({ status: 'SHOW_CHALLENGE', currentChallenge: totp });
  });

  it('two stores never share a flow', async () => {
    const a = setup();
    const b = setup();
    a.store.start();
    await a.answer(status([{ primary: sms }]));
    expect(a.store.getState().status).toBe('SHOW_CHALLENGE');
    expect(b.store.getState().status).toBe('LOADING');
    expect(b.calls).toHaveLength(0);
  });
});

describe('createFlowStore dead ends and retries', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('treats a required challenge that nothing can show as an error, never a success', async () => {
    const { store, answer, onSuccess } = setup();
    store.start();
    await answer(status([{ primary: { type: 'BIOMETRIC' } }]));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({
      status: 'ERROR',
      error: { code: 'challenge.unsupported' },
    });
  });

  it('reloads the token on Retry after a failed reload, instead of re-showing the passed challenge', async () => {
    const { store, answer, calls } = setup();
    store.start();
    await answer(status([{ primary: sms }]));
    store.passChallenge();
    await answer(errorAnswer('unexpected.error', 500));
    expect(store.getState()).toMatchObject({ status: 'ERROR', source: 'token' });
    store.retry();
    expect(store.getState().status).toBe('LOADING');
    expect(calls).toHaveLength(3);
  });

  it('ignores fail and retry after dispose', () => {
    const onRetry = vi.fn();
    const { store, reportError } = setup({ onRetry });
    store.dispose();
    store.fail(new GatehouseError({ status: 500, code: 'x' }));
    store.retry();
    expect(reportError).not.toHaveBeenCalled();
    expect(onRetry).not.toHaveBeenCalled();
  });
});

describe('failToHost', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("hands the error to the host's onFailure when there is one", async () => {
    const onFailure = vi.fn();
    const { store, answer } = setup({ onFailure });
    store.start();
    await answer(status([{ primary: sms }]));
    store.failToHost(new GatehouseError({ status: 500, code: 'unexpected.error' }));
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ code: 'unexpected.error' }));
    expect(store.getState().status).toBe('SHOW_CHALLENGE');
  });

  it('shows the error screen when the host gave no onFailure', async () => {
    const { store, answer } = setup();
    store.start();
    await answer(status([{ primary: sms }]));
    store.failToHost(new GatehouseError({ status: 500, code: 'unexpected.error' }));
    expect(store.getState()).toMatchObject({ status: 'ERROR', source: 'challenge' });
  });
});

describe('initialStatus (the status step-up has read already)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const read: OneTimeTokenProperties = {
    oneTimeToken: 'ott-flow',
    actionType: 'TRANSFER__CREATE',
    challenges: [{ required: true, primaryChallenge: sms, alternatives: [voice] }],
  };

  it('starts from it without asking the server', async () => {
    const { store, calls } = setup({ initialStatus: read });
    store.start();
    await flush();
    expect(store.getState()).toMatchObject({
      status: 'SHOW_CHALLENGE',
      currentChallenge: sms,
      actionType: 'TRANSFER__CREATE',
    });
    expect(calls).toHaveLength(0);
  });

  it('starts from it again after a StrictMode remount, with no RESET flash', async () => {
    const { store, calls, statuses } = setup({ initialStatus: read });
    store.start();
    store.dispose();
    store.start();
    await flush();
    expect(store.getState()).toMatchObject({ status: 'SHOW_CHALLENGE', currentChallenge: sms });
    expect(statuses).not.toContain('RESET');
    expect(calls).toHaveLength(0);
  });

  it('asks the server once a challenge passes, and on Retry after an error', async () => {
    const { store, calls, answer, onSuccess } = setup({ initialStatus: read });
    store.start();
    await flush();
    store.passChallenge();
    expect(calls).toHaveLength(1);
    await answer(errorAnswer('unexpected.error', 500));
    expect(store.getState().status).toBe('ERROR');
    store.retry();
    expect(calls).toHaveLength(2);
    await answer(approved());
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});

describe('createFlowStore events (analytics)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function withEvents(overrides: Partial<FlowStoreOptions> = {}) {
    const events: GatehouseEvent[] = [];
    const flow = setup({ onEvent: (event) => events.push(event), ...overrides });
    return { ...flow, events };
  }

  it('emits nothing until started (a store made during server rendering stays silent)', async () => {
    const { events } = withEvents();
    await flush();
    expect(events).toEqual([]);
  });

  it('challengeStarted: once when a challenge shows, not again on Back or a StrictMode remount', async () => {
    const { store, events, calls } = withEvents();
    store.start();
    store.dispose();
    store.start();
    calls[0]!.resolve(status([{ primary: sms }]));
    calls[1]!.resolve(status([{ primary: sms, alternatives: [voice] }]));
    await flush();
    expect(events).toEqual([{ type: 'challengeStarted', flow: 'challenge', challenge: 'SMS' }]);
    store.showAlternates();
    store.back();
    expect(events).toHaveLength(1);
  });

  it('challengePassed once per challenge, then the next one starts, then flowCompleted before onSuccess', async () => {
    const { store, events, answer, calls, onSuccess } = withEvents();
    onSuccess.mockImplementation(() => events.push({ type: 'onSuccess' } as never));
    store.start();
    await answer(status([{ primary: sms }, { primary: totp }]));
    store.passChallenge();
    // A second report of the same pass (the flow is loading already) is no second completion.
    store.passChallenge();
    calls.at(-1)!.resolve(status([{ primary: totp }]));
    await flush();
    store.passChallenge();
    calls.at(-1)!.resolve(approved());
    await flush();
    expect(events).toEqual([
      { type: 'challengeStarted', flow: 'challenge', challenge: 'SMS' },
      { type: 'challengePassed', flow: 'challenge', challenge: 'SMS' },
      { type: 'challengeStarted', flow: 'challenge', challenge: 'TOTP' },
      { type: 'challengePassed', flow: 'challenge', challenge: 'TOTP' },
      { type: 'flowCompleted', flow: 'challenge' },
      { type: 'onSuccess' },
    ]);
  });

  it('a challenge that passes while the user looks at the other ways still completes', async () => {
    const { store, events, answer } = withEvents();
    store.start();
    await answer(status([{ primary: sms, alternatives: [voice] }]));
    store.showAlternates();
    store.passChallenge();
    expect(events.at(-1)).toEqual({
      type: 'challengePassed',
      flow: 'challenge',
      challenge: 'SMS',
    });
  });

  it('inside another widget (partOf), events name that flow and the completion is left to it', async () => {
    const { store, events, answer, onSuccess } = withEvents({ partOf: 'login' });
    store.start();
    await answer(status([{ primary: totp }]));
    store.passChallenge();
    await answer(approved());
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(events).toEqual([
      { type: 'challengeStarted', flow: 'login', challenge: 'TOTP' },
      { type: 'challengePassed', flow: 'login', challenge: 'TOTP' },
    ]);
  });

  it('methodSwitched: chosen by the user from the other ways, then the new challenge starts', async () => {
    const { store, events, answer } = withEvents();
    store.start();
    await answer(status([{ primary: sms, alternatives: [voice, totp] }]));
    store.showAlternates();
    store.choose(totp);
    expect(events.slice(1)).toEqual([
      {
        type: 'methodSwitched',
        flow: 'challenge',
        challenge: 'TOTP',
        from: 'SMS',
        chosenBy: 'user',
      },
      { type: 'challengeStarted', flow: 'challenge', challenge: 'TOTP' },
    ]);
  });

  it('methodSwitched: a challenge switching by itself (SMS to a landline) says chosenBy challenge', async () => {
    const { store, events, answer } = withEvents();
    store.start();
    await answer(status([{ primary: sms, alternatives: [voice] }]));
    store.choose(voice);
    expect(events.slice(1)).toEqual([
      {
        type: 'methodSwitched',
        flow: 'challenge',
        challenge: 'VOICE',
        from: 'SMS',
        chosenBy: 'challenge',
      },
      { type: 'challengeStarted', flow: 'challenge', challenge: 'VOICE' },
    ]);
  });

  it(`the same type again starts once it shows, after the ${RESET_DELAY_MS} ms RESET`, async () => {
    const { store, events, answer } = withEvents();
    store.start();
    await answer(status([{ primary: sms }]));
    store.passChallenge();
    await answer(status([{ primary: smsAgain }]));
    expect(events.map((e) => e.type)).toEqual(['challengeStarted', 'challengePassed']);
    await vi.advanceTimersByTimeAsync(RESET_DELAY_MS);
    expect(events.at(-1)).toEqual({
      type: 'challengeStarted',
      flow: 'challenge',
      challenge: 'SMS',
    });
    expect(events).toHaveLength(3);
  });

  it('challengeFailed (final) with the error code when the challenge fails or goes to the host', async () => {
    const onFailure = vi.fn();
    const { store, events, answer } = withEvents({ onFailure });
    store.start();
    await answer(status([{ primary: sms }]));
    store.fail(new GatehouseError({ status: 500, code: 'server.down', message: 'Typed: 123456' }));
    store.retry();
    store.failToHost(new TypeError('boom'));
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(events.slice(1)).toEqual([
      {
        type: 'challengeFailed',
        flow: 'challenge',
        challenge: 'SMS',
        reason: 'server.down',
        final: true,
      },
      {
        type: 'challengeFailed',
        flow: 'challenge',
        challenge: 'SMS',
        reason: 'unexpected.error',
        final: true,
      },
    ]);
  });

  it('a token that cannot be read is no challenge failure', async () => {
    const { store, events, answer } = withEvents();
    store.start();
    await answer(errorAnswer('ott_not_found', 404));
    expect(store.getState().status).toBe('ERROR');
    expect(events).toEqual([]);
  });

  it('report: a refused answer is a challengeFailed; a resent code a codeResent on its channel', async () => {
    const { store, events, answer } = withEvents();
    store.start();
    await answer(status([{ primary: sms, alternatives: [totp] }]));
    store.report({ type: 'challengeFailed', reason: 'invalid_code', final: false });
    store.report({ type: 'codeResent' });
    store.choose(totp);
    store.dispose();
    store.report({ type: 'codeResent' });
    store.report({ type: 'challengeFailed', reason: 'invalid_code', final: false });
    expect(
      events.filter((e) => e.type !== 'methodSwitched' && e.type !== 'challengeStarted'),
    ).toEqual([
      {
        type: 'challengeFailed',
        flow: 'challenge',
        challenge: 'SMS',
        reason: 'invalid_code',
        final: false,
      },
      { type: 'codeResent', flow: 'challenge', challenge: 'SMS' },
    ]);
  });

  it('a listener that throws goes to error monitoring; the flow goes on', async () => {
    const thrown = new Error('analytics down');
    const { store, answer, onSuccess, reportError } = setup({
      onEvent: () => {
        throw thrown;
      },
    });
    store.start();
    await answer(status([{ primary: sms }]));
    store.passChallenge();
    await answer(approved());
    expect(onSuccess).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(reportError).toHaveBeenCalledTimes(3));
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'unexpected.error', cause: thrown }),
    );
  });
});
