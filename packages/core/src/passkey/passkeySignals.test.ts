import { afterEach, describe, expect, it, vi } from 'vitest';
import { GatehouseError } from '../errors/gatehouseError';
import { unknownPasskeyCredentialId } from '../errors/passkeyErrors';
import {
  signalExchangeDetails,
  signalIfUnknownPasskey,
  signalUnknownPasskey,
} from './passkeySignals';

afterEach(() => vi.unstubAllGlobals());

const unknownCredential = (params: Record<string, unknown> = { credentialId: 'cred-1' }) =>
  new GatehouseError({ status: 400, code: 'passkey.credential_unknown', params });

function browser(signalUnknownCredential?: (credential: unknown) => Promise<void>) {
  const signal = signalUnknownCredential && vi.fn(signalUnknownCredential);
  vi.stubGlobal('PublicKeyCredential', { signalUnknownCredential: signal });
  return signal;
}

describe('signalUnknownPasskey', () => {
  it("tells the browser the credential is unknown, on the ceremony's relying party", async () => {
    const signal = browser(async () => undefined);
    await expect(
      signalUnknownPasskey({ rpId: 'bank.example', credentialId: 'cred-1' }),
    ).resolves.toBe(true);
    expect(signal).toHaveBeenCalledExactlyOnceWith({
      rpId: 'bank.example',
      credentialId: 'cred-1',
    });
  });

  it("uses the page's host when the options named no relying party", async () => {
    const signal = browser(async () => undefined);
    vi.stubGlobal('location', { hostname: 'login.bank.example' });
    await signalUnknownPasskey({ credentialId: 'cred-1' });
    expect(signal).toHaveBeenCalledWith({ rpId: 'login.bank.example', credentialId: 'cred-1' });
  });

  it('is no error where the browser has no such method, refuses, or no relying party is known', async () => {
    browser();
    await expect(signalUnknownPasskey({ rpId: 'a.example', credentialId: 'c' })).resolves.toBe(
      false,
    );
    vi.stubGlobal('PublicKeyCredential', undefined);
    await expect(signalUnknownPasskey({ rpId: 'a.example', credentialId: 'c' })).resolves.toBe(
      false,
    );
    browser(() => Promise.reject(new DOMException('no', 'SecurityError')));
    await expect(signalUnknownPasskey({ rpId: 'a.example', credentialId: 'c' })).resolves.toBe(
      false,
    );
    const signal = browser(async () => undefined);
    vi.stubGlobal('location', undefined);
    await expect(signalUnknownPasskey({ credentialId: 'c' })).resolves.toBe(false);
    expect(signal).not.toHaveBeenCalled();
  });
});

describe('signalIfUnknownPasskey', () => {
  it('signals only a 400 passkey.credential_unknown that names its credential', () => {
    const signal = browser(async () => undefined);
    signalIfUnknownPasskey(unknownCredential(), 'bank.example');
    expect(signal).toHaveBeenCalledExactlyOnceWith({
      rpId: 'bank.example',
      credentialId: 'cred-1',
    });

    signal?.mockClear();
    for (const other of [
      unknownCredential({}),
      unknownCredential({ credentialId: 42 }),
      unknownCredential({ credentialId: '' }),
      new GatehouseError({
        status: 401,
        code: 'passkey.credential_unknown',
        params: { credentialId: 'c' },
      }),
      new GatehouseError({
        status: 400,
        code: 'passkey_verification_failed',
        params: { credentialId: 'c' },
      }),
      new DOMException('cancelled', 'NotAllowedError'),
      null,
    ]) {
      signalIfUnknownPasskey(other, 'bank.example');
      expect(unknownPasskeyCredentialId(other)).toBeUndefined();
    }
    expect(signal).not.toHaveBeenCalled();
  });

  it('never throws, even when the browser throws at once', () => {
    browser(() => {
      throw new TypeError('broken');
    });
    expect(() => signalIfUnknownPasskey(unknownCredential(), 'bank.example')).not.toThrow();
  });
});

const signals = {
  rpId: 'example.com',
  userId: 'dXNlci0x',
  name: 'ada@example.com',
  displayName: 'Ada Lovelace',
  acceptedCredentialIds: ['cred-1', 'cred-2'],
};

function browserWith(methods: Record<string, unknown>) {
  vi.stubGlobal('PublicKeyCredential', methods);
}

describe('signalExchangeDetails', () => {
  it('tells the browser the accepted credentials and the current name', () => {
    const all = vi.fn(async () => {});
    const details = vi.fn(async () => {});
    browserWith({ signalAllAcceptedCredentials: all, signalCurrentUserDetails: details });
    signalExchangeDetails(signals);
    expect(all).toHaveBeenCalledWith({
      rpId: 'example.com',
      userId: 'dXNlci0x',
      allAcceptedCredentialIds: ['cred-1', 'cred-2'],
    });
    expect(details).toHaveBeenCalledWith({
      rpId: 'example.com',
      userId: 'dXNlci0x',
      name: 'ada@example.com',
      displayName: 'Ada Lovelace',
    });
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'signals'],
    ['no rpId', { ...signals, rpId: undefined }],
    ['an empty userId', { ...signals, userId: '' }],
    ['ids that are not strings', { ...signals, acceptedCredentialIds: [1, 2] }],
    ['a name that is an object', { ...signals, name: { toString: 'x' } }],
  ])('tells nothing for %s', (_, value) => {
    const all = vi.fn(async () => {});
    const details = vi.fn(async () => {});
    browserWith({ signalAllAcceptedCredentials: all, signalCurrentUserDetails: details });
    signalExchangeDetails(value);
    expect(all).not.toHaveBeenCalled();
    expect(details).not.toHaveBeenCalled();
  });

  it('uses whichever signal the browser has, and never fails when it has none', () => {
    const details = vi.fn(async () => {});
    browserWith({ signalCurrentUserDetails: details });
    expect(() => signalExchangeDetails(signals)).not.toThrow();
    expect(details).toHaveBeenCalledOnce();
    browserWith({});
    expect(() => signalExchangeDetails(signals)).not.toThrow();
    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(() => signalExchangeDetails(signals)).not.toThrow();
  });

  it('swallows a signal that throws or rejects', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    browserWith({
      signalAllAcceptedCredentials: () => {
        throw new TypeError('refused');
      },
      signalCurrentUserDetails: () => Promise.reject(new DOMException('no', 'SecurityError')),
    });
    expect(() => signalExchangeDetails(signals)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
