import { controlledFetch } from '../../../test/controlledFetch';
import { createClient } from '../../api/client';
import type {
  PasskeyAssertion,
  PasskeyCeremony,
  PasskeyRequestOptions,
} from '../../api/passkeyOptions';
import type { GatehouseError } from '../../errors/gatehouseError';
import {
  createPasskeyController,
  passkeyChallengeErrorCodes,
  type PasskeyControllerState,
} from './passkeyController';

/** Each request waits for the test to answer it; like the real fetch it rejects on abort, unless told to ignore it. */

/** A ceremony the test settles: resolve with an assertion, or reject as the browser would. */
function controlledCeremony({ honourAbort = true } = {}) {
  const runs: Array<{
    options: PasskeyRequestOptions;
    how: { conditional: boolean; signal: AbortSignal };
    resolve(assertion: PasskeyAssertion): void;
    reject(error: unknown): void;
  }> = [];
  const ceremony = vi.fn<PasskeyCeremony>(
    (options, how) =>
      new Promise<PasskeyAssertion>((resolve, reject) => {
        if (honourAbort)
          how.signal.addEventListener(
            'abort',
            () => reject(new DOMException('Aborted', 'AbortError')),
            { once: true },
          );
        runs.push({ options, how, resolve, reject });
      }),
  );
  return { ceremony, runs };
}

const optionsUrl = '/gateway/v1/one-time-token/passkey/options';
const verifyUrl = '/gateway/v1/one-time-token/passkey/verify';
const requestOptions = {
  challenge: 'Y2hhbGxlbmdl',
  timeout: 60_000,
  rpId: 'localhost',
  userVerification: 'preferred',
};
const optionsAnswer = () =>
  Response.json({ status: 'OK', data: { passkeyOptions: requestOptions, sessionId: 'session-1' } });
const assertion: PasskeyAssertion = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: {
    clientDataJSON: 'e30',
    authenticatorData: 'AAAA',
    signature: 'c2ln',
    userHandle: 'dXNlcg',
  },
  clientExtensionResults: {},
  authenticatorAttachment: 'platform',
};
const noContent = () => new Response(null, { status: 204 });
const errorAnswer = (status: number, code: string, message?: string) =>
  Response.json({ code, message }, { status });
const flush = () => vi.advanceTimersByTimeAsync(0);

function setup({ honourAbort = true, supported = true } = {}) {
  const { fetch, spy, calls, answerNext } = controlledFetch({ honourAbort });
  const { ceremony, runs } = controlledCeremony({ honourAbort });
  const onPassed = vi.fn();
  const reportError = vi.fn<(error: GatehouseError) => void>();
  const passkey = createPasskeyController({
    client: createClient({ fetch }),
    ott: 'ott-pk',
    ceremony,
    onPassed,
    reportError,
    supported: () => supported,
  });
  passkey.start();
  const changes: PasskeyControllerState[] = [];
  passkey.subscribe((state) => changes.push(state));
  const answer = async (response: Response) => {
    answerNext(response);
    await flush();
  };
  return { passkey, spy, calls, ceremony, runs, onPassed, reportError, changes, answer };
}

describe('createPasskeyController', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts idle with nothing sent: the ceremony waits for the user', () => {
    const { passkey, spy, ceremony } = setup();
    expect(passkey.getState()).toEqual({
      phase: 'idle',
      serverMessage: null,
      credentialUnknown: false,
    });
    expect(spy).not.toHaveBeenCalled();
    expect(ceremony).not.toHaveBeenCalled();
  });

  it('gets the options, runs the ceremony, verifies with the session id header, then passes', async () => {
    const { passkey, calls, runs, onPassed, reportError, answer } = setup();
    passkey.verify();
    expect(passkey.getState().phase).toBe('verifying');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(optionsUrl);
    expect(calls[0]!.method).toBe('GET');
    expect(calls[0]!.headers.get('One-Time-Token')).toBe('ott-pk');

    await answer(optionsAnswer());
    expect(runs).toHaveLength(1);
    expect(runs[0]!.options).toEqual(requestOptions);
    expect(runs[0]!.how.conditional).toBe(false);

    runs[0]!.resolve(assertion);
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.url).toBe(verifyUrl);
    expect(calls[1]!.method).toBe('POST');
    expect(calls[1]!.headers.get('One-Time-Token')).toBe('ott-pk');
    expect(calls[1]!.headers.get('X-Passkey-Session-Id')).toBe('session-1');
    expect(JSON.parse(String(calls[1]!.body))).toStrictEqual({ publicKeyCredential: assertion });

    await answer(noContent());
    expect(passkey.getState().phase).toBe('verified');
    expect(onPassed).toHaveBeenCalledTimes(1);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('accepts a 200 verify answer as well as a 204', async () => {
    const { passkey, runs, onPassed, answer } = setup();
    passkey.verify();
    await answer(optionsAnswer());
    runs[0]!.resolve(assertion);
    await flush();
    await answer(Response.json({ status: 'OK' }));
    expect(onPassed).toHaveBeenCalledTimes(1);
  });

  it('a double click sends one options request and runs one ceremony', async () => {
    const { passkey, calls, ceremony, answer } = setup();
    passkey.verify();
    passkey.verify();
    expect(calls).toHaveLength(1);
    await answer(optionsAnswer());
    passkey.verify();
    expect(ceremony).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });

  it.each([
    [
      'the user cancels (NotAllowedError)',
      new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
    ],
    ['the authenticator aborts (AbortError)', new DOMException('Aborted', 'AbortError')],
    ['the browser throws something else', new TypeError('bad options')],
  ])(
    '%s: failed with "Something went wrong.", tracked, and the button works again',
    async (_, error) => {
      const { passkey, calls, runs, onPassed, reportError, answer } = setup();
      passkey.verify();
      await answer(optionsAnswer());
      runs[0]!.reject(error);
      await flush();
      expect(passkey.getState()).toEqual({
        phase: 'failed',
        serverMessage: null,
        credentialUnknown: false,
      });
      expect(calls).toHaveLength(1);
      expect(onPassed).not.toHaveBeenCalled();
      expect(reportError).toHaveBeenCalledTimes(1);
      const reported = reportError.mock.calls[0]![0];
      expect(reported.code).toBe(passkeyChallengeErrorCodes.ceremonyFailed);
      expect(reported.serverMessage).toBe(error.name);
      // Retry: a fresh options request (a new challenge) and a new ceremony.
      passkey.verify();
      expect(passkey.getState().phase).toBe('verifying');
      expect(calls).toHaveLength(2);
      expect(calls[1]!.url).toBe(optionsUrl);
    },
  );

  it("a 400 with a message shows the server's words", async () => {
    const { passkey, runs, answer, onPassed } = setup();
    passkey.verify();
    await answer(optionsAnswer());
    runs[0]!.resolve(assertion);
    await flush();
    await answer(errorAnswer(400, 'passkey.invalid', 'We could not recognise this passkey.'));
    expect(passkey.getState()).toEqual({
      phase: 'failed',
      serverMessage: 'We could not recognise this passkey.',
      credentialUnknown: false,
    });
    expect(onPassed).not.toHaveBeenCalled();
  });

  it('a passkey the server deleted: the browser is told (signalUnknownCredential), the screen says so; retryable', async () => {
    const signalUnknownCredential = vi.fn(async () => undefined);
    vi.stubGlobal('PublicKeyCredential', { signalUnknownCredential });
    try {
      const { passkey, runs, answer, onPassed, reportError, calls } = setup();
      passkey.verify();
      await answer(optionsAnswer());
      runs[0]!.resolve(assertion);
      await flush();
      await answer(
        Response.json(
          {
            code: 'passkey.credential_unknown',
            message: 'Unknown credential',
            params: { credentialId: 'cred-1' },
          },
          { status: 400 },
        ),
      );
      expect(signalUnknownCredential).toHaveBeenCalledExactlyOnceWith({
        rpId: 'localhost',
        credentialId: 'cred-1',
      });
      expect(passkey.getState()).toEqual({
        phase: 'failed',
        serverMessage: null,
        credentialUnknown: true,
      });
      expect(reportError).toHaveBeenCalledWith(
        expect.objectContaining({ code: 'passkey.credential_unknown' }),
      );
      expect(onPassed).not.toHaveBeenCalled();
      passkey.verify();
      expect(passkey.getState().credentialUnknown).toBe(false);
      expect(calls).toHaveLength(3);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a deleted passkey where the browser has no Signal API: the same screen, no error', async () => {
    vi.stubGlobal('PublicKeyCredential', {});
    try {
      const { passkey, runs, answer } = setup();
      passkey.verify();
      await answer(optionsAnswer());
      runs[0]!.resolve(assertion);
      await flush();
      await answer(
        Response.json(
          { code: 'passkey.credential_unknown', params: { credentialId: 'cred-1' } },
          { status: 400 },
        ),
      );
      expect(passkey.getState()).toMatchObject({ phase: 'failed', credentialUnknown: true });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it.each([
    ['a 500 on the options', () => errorAnswer(500, 'server.error', 'Internal details')],
    ['an empty 503 on the options', () => new Response('', { status: 503 })],
    [
      'options that fail their schema',
      () => Response.json({ data: { passkeyOptions: {}, sessionId: '' } }),
    ],
    ['a 400 without a message', () => Response.json({ code: 'bad_request' }, { status: 400 })],
  ])('%s: failed with "Something went wrong.", tracked, retryable', async (_, response) => {
    const { passkey, ceremony, answer, reportError, calls } = setup();
    passkey.verify();
    await answer(response());
    expect(passkey.getState()).toEqual({
      phase: 'failed',
      serverMessage: null,
      credentialUnknown: false,
    });
    expect(ceremony).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledTimes(1);
    passkey.verify();
    expect(calls).toHaveLength(2);
  });

  it('a network failure on verify: failed, retryable', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(optionsAnswer())
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(optionsAnswer());
    const ceremony = vi.fn<PasskeyCeremony>().mockResolvedValue(assertion);
    const reportError = vi.fn();
    const passkey = createPasskeyController({
      client: createClient({ fetch }),
      ott: 'ott-pk',
      ceremony,
      onPassed: vi.fn(),
      reportError,
      supported: () => true,
    });
    passkey.verify();
    await flush();
    expect(passkey.getState()).toEqual({
      phase: 'failed',
      serverMessage: null,
      credentialUnknown: false,
    });
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ code: 'network.error' }));
    passkey.verify();
    await flush();
    expect(ceremony).toHaveBeenCalledTimes(2);
  });

  it('never reports the token or the credential', async () => {
    const { passkey, runs, answer, reportError } = setup();
    passkey.verify();
    await answer(optionsAnswer());
    runs[0]!.resolve(assertion);
    await flush();
    await answer(errorAnswer(500, 'server.error'));
    const reported = JSON.stringify(reportError.mock.calls);
    expect(reported).not.toContain('ott-pk');
    expect(reported).not.toContain('c2ln');
  });

  describe('an unsupported browser', () => {
    it('opens the unsupported state on click, sends nothing; closing it goes back to idle', () => {
      const { passkey, spy, ceremony } = setup({ supported: false });
      passkey.verify();
      expect(passkey.getState()).toEqual({
        phase: 'unsupported',
        serverMessage: null,
        credentialUnknown: false,
      });
      expect(spy).not.toHaveBeenCalled();
      expect(ceremony).not.toHaveBeenCalled();
      passkey.closeUnsupported();
      expect(passkey.getState().phase).toBe('idle');
    });

    it('asks the browser by default', () => {
      const fetch = vi.fn<typeof globalThis.fetch>();
      const passkey = createPasskeyController({
        client: createClient({ fetch }),
        ott: 'o',
        ceremony: vi.fn(),
        onPassed: vi.fn(),
      });
      // Node has no PublicKeyCredential.
      passkey.verify();
      expect(passkey.getState().phase).toBe('unsupported');
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  describe('dispose', () => {
    it.each([
      ['fetch honours the abort', true],
      ['fetch ignores the abort', false],
    ])('during the options request: no ceremony, no state change (%s)', async (_, honourAbort) => {
      const { passkey, calls, ceremony, onPassed, reportError, changes } = setup({ honourAbort });
      passkey.verify();
      const before = changes.length;
      passkey.dispose();
      if (!honourAbort) calls[0]!.resolve(optionsAnswer());
      await flush();
      expect(ceremony).not.toHaveBeenCalled();
      expect(changes).toHaveLength(before);
      expect(onPassed).not.toHaveBeenCalled();
      expect(reportError).not.toHaveBeenCalled();
    });

    it.each([
      ['the ceremony honours the abort', true],
      ['the ceremony resolves anyway', false],
    ])('during the ceremony: it is aborted, no verify is sent (%s)', async (_, honourAbort) => {
      const { passkey, calls, runs, onPassed, reportError, changes, answer } = setup({
        honourAbort,
      });
      passkey.verify();
      await answer(optionsAnswer());
      const before = changes.length;
      passkey.dispose();
      expect(runs[0]!.how.signal.aborted).toBe(true);
      if (!honourAbort) runs[0]!.resolve(assertion);
      await flush();
      expect(calls).toHaveLength(1);
      expect(changes).toHaveLength(before);
      expect(onPassed).not.toHaveBeenCalled();
      expect(reportError).not.toHaveBeenCalled();
    });

    it('during verify: a late success passes nothing', async () => {
      const { passkey, calls, runs, onPassed, changes } = setup({ honourAbort: false });
      passkey.verify();
      calls[0]!.answered = true;
      calls[0]!.resolve(optionsAnswer());
      await flush();
      runs[0]!.resolve(assertion);
      await flush();
      expect(calls).toHaveLength(2);
      const before = changes.length;
      passkey.dispose();
      calls[1]!.resolve(noContent());
      await flush();
      expect(onPassed).not.toHaveBeenCalled();
      expect(changes).toHaveLength(before);
    });

    it('after dispose a click sends nothing; start again (a remount) makes the button work', async () => {
      const { passkey, spy, calls } = setup();
      passkey.verify();
      passkey.dispose();
      await flush();
      passkey.verify();
      expect(spy).toHaveBeenCalledTimes(1);
      passkey.start();
      expect(passkey.getState().phase).toBe('idle');
      passkey.verify();
      expect(calls).toHaveLength(2);
    });
  });
});
