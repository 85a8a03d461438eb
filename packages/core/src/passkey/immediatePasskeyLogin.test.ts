import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PasskeyAssertion, PasskeyCeremony } from '../api/passkeyOptions';
import { immediatePasskeyLogin } from './immediatePasskeyLogin';

const assertion: PasskeyAssertion = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'c2ln' },
  clientExtensionResults: {},
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The passkey login's two calls; `login` answers the POST. */
function server(login: () => Response) {
  return vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.endsWith('/gateway/v1/login/passkey/options'))
      return json(200, {
        data: {
          loginOptions: { challenge: 'Y2g', rpId: 'bank.example' },
          passkeyOptionsId: 'pko-1',
        },
      });
    if (url.endsWith('/gateway/v2/login')) return login();
    return json(404, {});
  });
}

const loggedIn = () => json(200, { data: { oneTimeTokenProperties: { oneTimeToken: 'ott-1' } } });

let signalUnknownCredential: ReturnType<typeof vi.fn>;
function browser(capabilities: Record<string, unknown> | (() => Promise<never>)) {
  signalUnknownCredential = vi.fn(async () => undefined);
  vi.stubGlobal('PublicKeyCredential', {
    parseRequestOptionsFromJSON: () => ({}),
    getClientCapabilities:
      typeof capabilities === 'function' ? capabilities : async () => capabilities,
    signalUnknownCredential,
  });
}

beforeEach(() => browser({ immediateGet: true }));
afterEach(() => vi.unstubAllGlobals());

describe('immediatePasskeyLogin (the host helper)', () => {
  it("signs in with the device's passkey: the one-time token of the passkey login", async () => {
    const fetch = server(loggedIn);
    const ceremony = vi.fn<PasskeyCeremony>(async () => assertion);
    await expect(
      immediatePasskeyLogin({ fetch }, { ceremony, redirectUrl: '/transfer' }),
    ).resolves.toBe('ott-1');
    expect(ceremony).toHaveBeenCalledWith(
      { challenge: 'Y2g', rpId: 'bank.example' },
      expect.objectContaining({ conditional: false, immediate: true }),
    );
    const body = JSON.parse(String(fetch.mock.calls[1]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      identifier: 'cred-1',
      authenticationType: 'passkey',
      redirectAfterUrl: '/transfer',
      passkeyParameters: { passkeyOptionsId: 'pko-1' },
    });
  });

  it('resolves null when the device has no passkey (the browser answers NotAllowedError at once)', async () => {
    const fetch = server(loggedIn);
    const ceremony: PasskeyCeremony = () =>
      Promise.reject(new DOMException('none', 'NotAllowedError'));
    await expect(immediatePasskeyLogin({ fetch }, { ceremony })).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no immediateGet', { immediateGet: false }],
    ['no capabilities at all', {}],
    ['a rejecting getClientCapabilities', () => Promise.reject(new Error('broken'))],
  ])('resolves null at once, asking nothing, with %s', async (_, capabilities) => {
    browser(capabilities as Record<string, unknown>);
    const fetch = server(loggedIn);
    const ceremony = vi.fn<PasskeyCeremony>(async () => assertion);
    await expect(immediatePasskeyLogin({ fetch }, { ceremony })).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(ceremony).not.toHaveBeenCalled();
  });

  it('a passkey the server deleted is signalled to the browser, then the refusal rejects', async () => {
    const fetch = server(() =>
      json(400, { code: 'passkey.credential_unknown', params: { credentialId: 'cred-1' } }),
    );
    await expect(
      immediatePasskeyLogin({ fetch }, { ceremony: async () => assertion }),
    ).rejects.toMatchObject({ name: 'GatehouseError', code: 'passkey.credential_unknown' });
    expect(signalUnknownCredential).toHaveBeenCalledWith({
      rpId: 'bank.example',
      credentialId: 'cred-1',
    });
  });

  it('rejects with an AbortError when the host aborts while the prompt is open', async () => {
    const fetch = server(loggedIn);
    const controller = new AbortController();
    const ceremony: PasskeyCeremony = (_, { signal }) =>
      new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        controller.abort();
      });
    await expect(
      immediatePasskeyLogin({ fetch }, { ceremony, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
