import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPasskeyAssertion } from './webauthn';

const requestOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rpId: 'localhost',
  allowCredentials: [{ id: 'cred-1', type: 'public-key' }],
};
const assertion = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'c2ln' },
  clientExtensionResults: {},
};

type Request = CredentialRequestOptions;

/** A browser with the WebAuthn JSON methods; `answer` plays navigator.credentials.get. */
function browser(answer: (kind: 'get', request: Request) => Promise<unknown>) {
  const credential = {
    parseRequestOptionsFromJSON: vi.fn((value: unknown) => ({ parsedRequest: value })),
  };
  vi.stubGlobal('PublicKeyCredential', credential);
  const credentials = {
    get: vi.fn((request: Request) => answer('get', request)),
  };
  vi.stubGlobal('navigator', { credentials });
  return { ...credential, ...credentials };
}

/** What a browser's pending request does: rejects with an AbortError when its signal aborts. */
function pending(request: Request) {
  return new Promise((_, reject) =>
    request.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    ),
  );
}

const json = (value: unknown) => ({ toJSON: () => value });

afterEach(() => vi.unstubAllGlobals());

describe('getPasskeyAssertion', () => {
  it("parses the server's options with the browser's parser and answers the credential's JSON", async () => {
    const calls = browser(async () => json(assertion));
    const signal = new AbortController().signal;
    await expect(
      getPasskeyAssertion(requestOptions, { conditional: false, signal }),
    ).resolves.toEqual(assertion);
    expect(calls.parseRequestOptionsFromJSON).toHaveBeenCalledWith(requestOptions);
    expect(calls.get).toHaveBeenCalledWith({
      publicKey: { parsedRequest: requestOptions },
      signal,
    });
  });

  it("asks the autofill (conditional mediation) for any of the user's passkeys", async () => {
    const calls = browser(async () => json(assertion));
    await getPasskeyAssertion(requestOptions, {
      conditional: true,
      signal: new AbortController().signal,
    });
    expect(calls.get.mock.calls[0]?.[0]).toMatchObject({
      mediation: 'conditional',
      publicKey: { parsedRequest: { ...requestOptions, allowCredentials: [] } },
    });
  });

  it("passes a phone's passkey (hybrid transport) and the server's hints to the browser untouched", async () => {
    const calls = browser(async () => json(assertion));
    const hybrid = {
      ...requestOptions,
      hints: ['hybrid', 'client-device'],
      allowCredentials: [{ id: 'cred-1', type: 'public-key', transports: ['hybrid', 'internal'] }],
      extensions: { largeBlob: { read: true } },
    };
    await getPasskeyAssertion(hybrid, { conditional: false, signal: new AbortController().signal });
    expect(calls.parseRequestOptionsFromJSON).toHaveBeenCalledWith(hybrid);
    expect(calls.get.mock.calls[0]?.[0]).toEqual({
      publicKey: { parsedRequest: hybrid },
      signal: expect.any(AbortSignal),
    });
  });

  it('asks with immediate mediation (uiMode immediate) for any passkey on this device', async () => {
    const calls = browser(async () => json(assertion));
    const signal = new AbortController().signal;
    await expect(
      getPasskeyAssertion(requestOptions, { conditional: false, immediate: true, signal }),
    ).resolves.toEqual(assertion);
    const request = calls.get.mock.calls[0]?.[0] as Request & { uiMode?: string };
    expect(request).toEqual({
      publicKey: { parsedRequest: { ...requestOptions, allowCredentials: [] } },
      signal,
      uiMode: 'immediate',
    });
    expect(request.mediation).toBeUndefined();
  });

  it("passes on the browser's immediate answer for a device with no passkey (NotAllowedError)", async () => {
    browser(() => Promise.reject(new DOMException('none', 'NotAllowedError')));
    await expect(
      getPasskeyAssertion(requestOptions, {
        conditional: false,
        immediate: true,
        signal: new AbortController().signal,
      }),
    ).rejects.toMatchObject({ name: 'NotAllowedError' });
  });

  it("passes the browser's refusal on by name (NotAllowedError when the user closes the prompt)", async () => {
    browser(() => Promise.reject(new DOMException('closed', 'NotAllowedError')));
    await expect(
      getPasskeyAssertion(requestOptions, {
        conditional: false,
        signal: new AbortController().signal,
      }),
    ).rejects.toMatchObject({ name: 'NotAllowedError' });
  });

  it('one ceremony at a time: the button aborts the pending autofill, whose request ends; the button gets the passkey', async () => {
    const rejections = vi.fn();
    process.on('unhandledRejection', rejections);
    try {
      const calls = browser((_, request) =>
        request.mediation === 'conditional' ? pending(request) : Promise.resolve(json(assertion)),
      );
      const autofill = new AbortController();
      const waiting = getPasskeyAssertion(requestOptions, {
        conditional: true,
        signal: autofill.signal,
      });
      autofill.abort();
      const button = getPasskeyAssertion(requestOptions, {
        conditional: false,
        signal: new AbortController().signal,
      });
      await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
      await expect(button).resolves.toEqual(assertion);
      expect(calls.get).toHaveBeenCalledTimes(2);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(rejections).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', rejections);
    }
  });

  it('rejects with an AbortError once its signal aborts, even when the browser answers late', async () => {
    const controller = new AbortController();
    browser(async () => {
      controller.abort();
      return json(assertion);
    });
    await expect(
      getPasskeyAssertion(requestOptions, { conditional: false, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    const calls = browser(async () => json(assertion));
    await expect(
      getPasskeyAssertion(requestOptions, { conditional: false, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls.get).not.toHaveBeenCalled();
  });

  it('rejects with NotSupportedError without the JSON parser, and NotAllowedError for no credential', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    const how = () => ({ conditional: false, signal: new AbortController().signal });
    await expect(getPasskeyAssertion(requestOptions, how())).rejects.toMatchObject({
      name: 'NotSupportedError',
    });
    browser(async () => null);
    await expect(getPasskeyAssertion(requestOptions, how())).rejects.toMatchObject({
      name: 'NotAllowedError',
    });
  });
});
