import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PasskeyCreationOptions } from '../api/passkeyRegistration';
import { createPasskeyCredential } from './passkeyCreation';

// What a server may send: the payment extension and hints must reach the browser untouched.
const creationOptions: PasskeyCreationOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { name: 'Gatehouse', id: 'localhost' },
  user: { id: 'dXNlci0x', name: 'ada@example.com', displayName: 'Ada' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  hints: ['client-device'],
  extensions: { payment: { isPayment: true }, credProps: true },
  authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
};
const registration = {
  id: 'cred-new',
  rawId: 'cred-new',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nm', transports: ['internal'] },
  clientExtensionResults: { payment: { isPayment: true } },
};

function browser(answer: (request: CredentialCreationOptions) => Promise<unknown>) {
  const credential = {
    parseCreationOptionsFromJSON: vi.fn((value: unknown) => ({ parsed: value })),
  };
  vi.stubGlobal('PublicKeyCredential', credential);
  const credentials = { create: vi.fn((request: CredentialCreationOptions) => answer(request)) };
  vi.stubGlobal('navigator', { credentials });
  return { ...credential, ...credentials };
}

afterEach(() => vi.unstubAllGlobals());

describe('createPasskeyCredential', () => {
  it("passes the server's options, payment extension and hints included, to the browser untouched", async () => {
    const calls = browser(async () => ({ toJSON: () => registration }));
    const signal = new AbortController().signal;
    await expect(
      createPasskeyCredential(creationOptions, { conditional: false, signal }),
    ).resolves.toEqual(registration);
    expect(calls.parseCreationOptionsFromJSON).toHaveBeenCalledWith(creationOptions);
    const passed = calls.parseCreationOptionsFromJSON.mock.calls[0]![0] as PasskeyCreationOptions;
    expect(passed.extensions).toEqual({ payment: { isPayment: true }, credProps: true });
    expect(passed.hints).toEqual(['client-device']);
    expect(calls.create).toHaveBeenCalledWith({ publicKey: { parsed: creationOptions }, signal });
  });

  it('asks with conditional mediation for the automatic upgrade', async () => {
    const calls = browser(async () => ({ toJSON: () => registration }));
    const signal = new AbortController().signal;
    await createPasskeyCredential(creationOptions, { conditional: true, signal });
    expect(calls.create).toHaveBeenCalledWith({
      publicKey: { parsed: creationOptions },
      signal,
      mediation: 'conditional',
    });
  });

  it('rejects with NotSupportedError where the browser cannot parse creation options', async () => {
    vi.stubGlobal('PublicKeyCredential', {});
    await expect(
      createPasskeyCredential(creationOptions, {
        conditional: false,
        signal: new AbortController().signal,
      }),
    ).rejects.toMatchObject({ name: 'NotSupportedError' });
  });

  it('rejects with AbortError once its signal aborts, and NotAllowedError for no credential', async () => {
    const controller = new AbortController();
    browser(
      (request) =>
        new Promise((_, reject) =>
          request.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const pending = createPasskeyCredential(creationOptions, {
      conditional: true,
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    browser(async () => null);
    await expect(
      createPasskeyCredential(creationOptions, {
        conditional: false,
        signal: new AbortController().signal,
      }),
    ).rejects.toMatchObject({ name: 'NotAllowedError' });
  });
});
