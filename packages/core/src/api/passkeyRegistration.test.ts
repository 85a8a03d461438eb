import { describe, expect, it, vi } from 'vitest';
import { createClient } from './client';
import { getPasskeyRegistrationOptions, registerPasskey } from './passkeyRegistration';

function clientAnswering(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return Response.json(body, { status });
  });
  return { client: createClient({ fetch: fetch as unknown as typeof globalThis.fetch }), calls };
}

const registrationOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { name: 'Gatehouse', id: 'localhost' },
  user: { id: 'dXNlci0x', name: 'ada@example.com', displayName: 'Ada' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  extensions: { payment: { isPayment: true } },
  hints: ['client-device'],
};
const credential = {
  id: 'cred-new',
  rawId: 'cred-new',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nm' },
  clientExtensionResults: {},
};

describe('passkey registration (API.md §7)', () => {
  it('gets the options with the session cookie and keeps extensions and hints as sent', async () => {
    const { client, calls } = clientAnswering(200, {
      data: { registrationOptions, passkeyRegistrationId: 'reg-1' },
    });
    await expect(getPasskeyRegistrationOptions(client)).resolves.toEqual({
      options: registrationOptions,
      passkeyRegistrationId: 'reg-1',
    });
    expect(calls[0]!.url).toBe('/gateway/v1/user/passkeys/registration-options');
    expect(calls[0]!.init).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('refuses options without a challenge or a registration id', async () => {
    const { client } = clientAnswering(200, {
      data: {
        registrationOptions: { ...registrationOptions, challenge: '' },
        passkeyRegistrationId: 'r',
      },
    });
    await expect(getPasskeyRegistrationOptions(client)).rejects.toMatchObject({
      code: 'unexpected.error',
    });
  });

  it('posts the credential and answers its id', async () => {
    const { client, calls } = clientAnswering(201, { data: { credentialId: 'cred-new' } });
    await expect(
      registerPasskey(client, { passkeyRegistrationId: 'reg-1', credential }),
    ).resolves.toBe('cred-new');
    expect(calls[0]!.url).toBe('/gateway/v1/user/passkeys');
    expect(calls[0]!.init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      passkeyRegistrationId: 'reg-1',
      credential,
    });
  });

  it('fails with passkey.already_registered on 409', async () => {
    const { client } = clientAnswering(409, {
      code: 'passkey.already_registered',
      message: 'Already registered',
    });
    await expect(
      registerPasskey(client, { passkeyRegistrationId: 'reg-1', credential }),
    ).rejects.toMatchObject({ status: 409, code: 'passkey.already_registered' });
  });
});
