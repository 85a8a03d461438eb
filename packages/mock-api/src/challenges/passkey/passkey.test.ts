import {
  createClient,
  exchangeToken,
  getOneTimeTokenStatus,
  login,
  triggerOtp,
  verifyCode,
} from '@gatehouse-auth/core';
import {
  getChallengePasskeyOptions,
  getLoginPasskeyOptions,
  getPasskeyRegistrationOptions,
  registerPasskey as registerNewPasskey,
  passkeyLogin,
  verifyChallengePasskey,
  type PasskeyAssertion,
} from '@gatehouse-auth/core/internal';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import { describe, expect, it } from 'vitest';
import { failure } from '../../../test/coreClient';
import { useMockApi } from '../../../test/useMockApi';
import { MOCK_CODE, MOCK_PASSWORD } from '../../kit/fixtures';
import { resetMockState } from '../../kit/state';
import { registeredMockPasskey } from './registeredMockPasskey';

useMockApi();

const origin = 'http://localhost';
const client = createClient({ apiBaseUrl: origin });
const remaining = async (ott: string) =>
  ((await getOneTimeTokenStatus(client, ott)).challenges ?? []).map((c) => c.primaryChallenge.type);

// ---------------------------------------------------------------------------------------------
// A software authenticator: a real P-256 key pair, real authenticator data and real signatures,
// so the mock's @simplewebauthn/server checks run exactly as they do for a browser's passkey.

type Bytes = Uint8Array<ArrayBuffer>;
const bytes = (text: string): Bytes => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]): Bytes => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const sha256 = async (data: Bytes) => new Uint8Array(await crypto.subtle.digest('SHA-256', data));
const uint32 = (value: number) =>
  new Uint8Array([value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]);

/** WebCrypto signs ECDSA as r‖s; WebAuthn carries an ASN.1 DER SEQUENCE of two INTEGERs. */
function derSignature(raw: Uint8Array): Bytes {
  const integer = (part: Uint8Array) => {
    let start = 0;
    while (start < part.length - 1 && part[start] === 0) start += 1;
    const trimmed = part.slice(start);
    const body = trimmed[0]! & 0x80 ? concat(new Uint8Array([0]), trimmed) : trimmed;
    return concat(new Uint8Array([0x02, body.length]), body);
  };
  const sequence = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, sequence.length]), sequence);
}

class SoftAuthenticator {
  counter = 0;
  private constructor(
    readonly credentialId: Bytes,
    private readonly keys: CryptoKeyPair,
  ) {}

  static async create() {
    const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ]);
    return new SoftAuthenticator(crypto.getRandomValues(new Uint8Array(16)), keys);
  }

  /** A device that already holds a key pair (the built-in passkey's private half, PKCS#8 base64). */
  static async holding(credentialId: string, pkcs8: string) {
    const der = Uint8Array.from(atob(pkcs8), (c) => c.charCodeAt(0));
    const privateKey = await crypto.subtle.importKey(
      'pkcs8',
      der,
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['sign'],
    );
    return new SoftAuthenticator(isoBase64URL.toBuffer(credentialId) as Bytes, {
      privateKey,
      publicKey: privateKey,
    });
  }

  get id() {
    return isoBase64URL.fromBuffer(this.credentialId);
  }

  private async cosePublicKey() {
    const jwk = await crypto.subtle.exportKey('jwk', this.keys.publicKey);
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, from = origin) {
    return bytes(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));
  }

  /** navigator.credentials.create() as RegistrationResponseJSON, with no attestation. */
  async register(options: { challenge: string; rp: { id?: string } }) {
    const authData = concat(
      await sha256(bytes(options.rp.id ?? 'localhost')),
      new Uint8Array([0x45]), // UP, UV, AT
      uint32(this.counter),
      new Uint8Array(16), // AAGUID
      new Uint8Array([0, this.credentialId.length]),
      this.credentialId,
      await this.cosePublicKey(),
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as Parameters<typeof isoCBOR.encode>[0],
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(
          this.clientData('webauthn.create', options.challenge),
        ),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get() as AuthenticationResponseJSON. */
  async assert(
    options: { challenge: string; rpId?: string },
    { from = origin } = {},
  ): Promise<PasskeyAssertion> {
    this.counter += 1;
    const authData = concat(
      await sha256(bytes(options.rpId ?? 'localhost')),
      new Uint8Array([0x05]),
      uint32(this.counter),
    );
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, from);
    const signed = concat(authData, await sha256(clientDataJSON));
    const raw = new Uint8Array(
      await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, this.keys.privateKey, signed),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
        authenticatorData: isoBase64URL.fromBuffer(authData),
        signature: isoBase64URL.fromBuffer(derSignature(raw)),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}

// ---------------------------------------------------------------------------------------------
// The mock-only routes, as the example page calls them.

const headers = { 'X-Client-Id': 'gatehouse-web', 'Content-Type': 'application/json' };
const mockApi = (path: string, init: RequestInit = {}) =>
  fetch(`${origin}/mock-api/passkeys${path}`, { headers, ...init });

async function registerPasskey(email: string, authenticator?: SoftAuthenticator) {
  const device = authenticator ?? (await SoftAuthenticator.create());
  const optionsResponse = await mockApi(`/registration-options?email=${encodeURIComponent(email)}`);
  expect(optionsResponse.status).toBe(200);
  const options = (await optionsResponse.json()) as { challenge: string; rp: { id?: string } };
  const response = await mockApi('/registration', {
    method: 'POST',
    body: JSON.stringify({ email, response: await device.register(options) }),
  });
  return { device, response };
}

async function registered(email: string) {
  const { device, response } = await registerPasskey(email);
  expect(response.status).toBe(201);
  return device;
}

async function passkeyLogIn(device: SoftAuthenticator, how?: { from?: string }) {
  const { options, passkeyOptionsId } = await getLoginPasskeyOptions(client);
  return passkeyLogin(client, { assertion: await device.assert(options, how), passkeyOptionsId });
}

describe('mock passkey registration', () => {
  it('registers a real credential for a scenario account and lists it', async () => {
    const optionsResponse = await mockApi('/registration-options?email=Passkey@Gatehouse.test');
    const options = await optionsResponse.json();
    expect(options).toMatchObject({
      rp: { name: 'Acme Money (mock)', id: 'localhost' },
      user: { name: 'passkey@gatehouse.test' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const device = await registered('passkey@gatehouse.test');
    const list = (await (await mockApi('')).json()) as unknown[];
    expect(list).toEqual([
      {
        credentialId: device.id,
        publicKey: expect.any(String),
        counter: 0,
        email: 'passkey@gatehouse.test',
        transports: ['internal'],
      },
    ]);
    // The next options exclude it, so the same authenticator is not registered twice.
    const again = await (
      await mockApi('/registration-options?email=passkey@gatehouse.test')
    ).json();
    expect(again.excludeCredentials).toEqual([
      { id: device.id, type: 'public-key', transports: ['internal'] },
    ]);
  });

  it('refuses unknown accounts, a response without options, and a response to other options', async () => {
    expect(
      await (await mockApi('/registration-options?email=nobody@gatehouse.test')).json(),
    ).toMatchObject({ code: 'unknown_account' });
    const device = await SoftAuthenticator.create();
    const stale = await device.register({
      challenge: 'not-the-challenge',
      rp: { id: 'localhost' },
    });
    const noOptions = await mockApi('/registration', {
      method: 'POST',
      body: JSON.stringify({ email: 'passkey@gatehouse.test', response: stale }),
    });
    expect(noOptions.status).toBe(400);
    await mockApi('/registration-options?email=passkey@gatehouse.test');
    const wrong = await mockApi('/registration', {
      method: 'POST',
      body: JSON.stringify({ email: 'passkey@gatehouse.test', response: stale }),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'passkey_registration_failed' });
    expect(await (await mockApi('')).json()).toEqual([]);
  });

  it('forgets every passkey on DELETE and on resetMockState', async () => {
    await registered('passkey@gatehouse.test');
    expect((await mockApi('', { method: 'DELETE' })).status).toBe(204);
    expect(await (await mockApi('')).json()).toEqual([]);
    await registered('passkey-sms@gatehouse.test');
    resetMockState();
    expect(await (await mockApi('')).json()).toEqual([]);
  });
});

describe('passkey login (GET /gateway/v1/login/passkey/options, POST /gateway/v2/login)', () => {
  it('passkey@: options with a 60 s timeout, then a verified assertion gives an approved token', async () => {
    const device = await registered('passkey@gatehouse.test');
    const { options, passkeyOptionsId } = await getLoginPasskeyOptions(client);
    expect(options).toMatchObject({
      rpId: 'localhost',
      userVerification: 'preferred',
      timeout: 60000,
    });
    expect(options.allowCredentials ?? []).toEqual([]);
    const ott = await passkeyLogin(client, {
      assertion: await device.assert(options),
      passkeyOptionsId,
    });
    expect(await remaining(ott)).toEqual([]);
    expect((await exchangeToken(client, ott)).location).toBe('/home');
    const [stored] = (await (await mockApi('')).json()) as { counter: number }[];
    expect(stored?.counter).toBe(1);
  });

  it("passkey@: the exchange answers the passkey login's redirectAfterUrl", async () => {
    const device = await registered('passkey@gatehouse.test');
    const { options, passkeyOptionsId } = await getLoginPasskeyOptions(client);
    const ott = await passkeyLogin(client, {
      assertion: await device.assert(options),
      passkeyOptionsId,
      redirectAfterUrl: '/send-money',
    });
    expect((await exchangeToken(client, ott)).location).toBe('/send-money');
  });

  it('passkey-sms@: the passkey is the first factor, an SMS code the second', async () => {
    const device = await registered('passkey-sms@gatehouse.test');
    const ott = await passkeyLogIn(device);
    expect(await remaining(ott)).toEqual(['SMS']);
    await triggerOtp(client, { ott, channel: 'SMS', phoneNumberId: 11 });
    await verifyCode(client, { ott, type: 'SMS', code: MOCK_CODE });
    expect(await remaining(ott)).toEqual([]);
  });

  it('answers 401 passkey_verification_failed for a reused options id, a bad signature, another origin or an unknown credential', async () => {
    const device = await registered('passkey@gatehouse.test');
    const expectFailure = async (promise: Promise<unknown>) =>
      expect(await failure(promise)).toMatchObject({
        status: 401,
        code: 'passkey_verification_failed',
      });

    const { options, passkeyOptionsId } = await getLoginPasskeyOptions(client);
    await passkeyLogin(client, { assertion: await device.assert(options), passkeyOptionsId });
    await expectFailure(
      passkeyLogin(client, { assertion: await device.assert(options), passkeyOptionsId }),
    );

    const fresh = await getLoginPasskeyOptions(client);
    const assertion = await device.assert(fresh.options);
    const signature = isoBase64URL.toBuffer(assertion.response.signature);
    signature[signature.length - 1]! ^= 1;
    const tampered = {
      ...assertion,
      response: { ...assertion.response, signature: isoBase64URL.fromBuffer(signature) },
    };
    await expectFailure(
      passkeyLogin(client, { assertion: tampered, passkeyOptionsId: fresh.passkeyOptionsId }),
    );

    await expectFailure(passkeyLogIn(device, { from: 'http://evil.test' }));
    await expectFailure(passkeyLogIn(await SoftAuthenticator.create()));
    const unknownId = await device.assert((await getLoginPasskeyOptions(client)).options);
    await expectFailure(
      passkeyLogin(client, { assertion: unknownId, passkeyOptionsId: 'pko-unknown' }),
    );
    // Still usable after all that.
    expect(await remaining(await passkeyLogIn(device))).toEqual([]);
  });

  it('checks the body and the X-Client-Id header like the real backend', async () => {
    const post = (body: unknown, extra: Record<string, string> = headers) =>
      fetch(`${origin}/gateway/v2/login`, {
        method: 'POST',
        headers: extra,
        body: JSON.stringify(body),
      });
    const malformed = await post({
      identifier: 'x',
      authenticationType: 'password',
      passkeyParameters: {},
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'unexpected.error' });
    expect(
      (
        await post({
          authenticationType: 'passkey',
          passkeyParameters: { passkeyOptionsId: 'p', credentials: 'x' },
        })
      ).status,
    ).toBe(400);
    expect((await fetch(`${origin}/gateway/v1/login/passkey/options`)).status).toBe(400);
  });
});

describe('the PASSKEY challenge (GET …/one-time-token/passkey/options, POST …/passkey/verify)', () => {
  const signIn = (email: string) => login(client, { email, password: MOCK_PASSWORD });

  it("passkey-challenge@: options allow the owner's credentials; a verified assertion passes the challenge", async () => {
    const device = await registered('passkey-challenge@gatehouse.test');
    await registered('passkey@gatehouse.test');
    const ott = await signIn('passkey-challenge@gatehouse.test');
    const status = await getOneTimeTokenStatus(client, ott);
    expect(status.challenges?.[0]?.primaryChallenge.type).toBe('PASSKEY');
    expect(status.challenges?.[0]?.alternatives?.map((c) => c.type)).toEqual(['SMS']);
    const { options, sessionId } = await getChallengePasskeyOptions(client, ott);
    expect(options.allowCredentials).toEqual([
      { id: device.id, type: 'public-key', transports: ['internal'] },
    ]);
    await verifyChallengePasskey(client, ott, {
      sessionId,
      credential: await device.assert(options),
    });
    expect(await remaining(ott)).toEqual([]);
  });

  it("answers 400 passkey_verification_failed for a wrong session, a bad signature or another account's passkey", async () => {
    const device = await registered('passkey-challenge@gatehouse.test');
    const stranger = await registered('passkey@gatehouse.test');
    const ott = await signIn('passkey-challenge@gatehouse.test');
    const expectFailure = async (promise: Promise<unknown>) =>
      expect(await failure(promise)).toMatchObject({
        status: 400,
        code: 'passkey_verification_failed',
        message: 'We could not verify your passkey.',
      });

    let { options, sessionId } = await getChallengePasskeyOptions(client, ott);
    await expectFailure(
      verifyChallengePasskey(client, ott, {
        sessionId: 'pks-wrong',
        credential: await device.assert(options),
      }),
    );
    ({ options, sessionId } = await getChallengePasskeyOptions(client, ott));
    await expectFailure(
      verifyChallengePasskey(client, ott, {
        sessionId,
        credential: await stranger.assert(options),
      }),
    );
    ({ options, sessionId } = await getChallengePasskeyOptions(client, ott));
    await expectFailure(
      verifyChallengePasskey(client, ott, {
        sessionId,
        credential: await device.assert({ ...options, challenge: 'other' }),
      }),
    );
    expect(await remaining(ott)).toEqual(['PASSKEY']);
    // The SMS alternative still works.
    await triggerOtp(client, { ott, channel: 'SMS', phoneNumberId: 11 });
    await verifyCode(client, { ott, type: 'SMS', code: MOCK_CODE });
    expect(await remaining(ott)).toEqual([]);
  });

  it('needs the session header, and a token that asks for a passkey', async () => {
    const device = await registered('passkey-challenge@gatehouse.test');
    const ott = await signIn('passkey-challenge@gatehouse.test');
    const { options } = await getChallengePasskeyOptions(client, ott);
    const response = await fetch(`${origin}/gateway/v1/one-time-token/passkey/verify`, {
      method: 'POST',
      headers: { ...headers, 'One-Time-Token': ott },
      body: JSON.stringify({ publicKeyCredential: await device.assert(options) }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'unexpected.error' });

    const sms = await signIn('sms@gatehouse.test');
    expect(await failure(getChallengePasskeyOptions(client, sms))).toMatchObject({
      status: 400,
      code: 'challenge_not_required',
    });
    expect(await failure(getChallengePasskeyOptions(client, 'ott-unknown'))).toMatchObject({
      status: 404,
      code: 'ott_not_found',
    });
  });
});

describe('passkeys deleted on the server, and one the server holds from the start', () => {
  const deleted = (credentialId: string) => ({
    status: 400,
    code: 'passkey.credential_unknown',
    params: { credentialId },
  });

  it('passkey-deleted@: the login answers 400 passkey.credential_unknown with the credential id, and the passkey is gone', async () => {
    const device = await registered('passkey-deleted@gatehouse.test');
    expect(await failure(passkeyLogIn(device))).toMatchObject(deleted(device.id));
    expect(await (await mockApi('')).json()).toEqual([]);
    // Gone for good: the next try is no longer known at all.
    expect(await failure(passkeyLogIn(device))).toMatchObject({
      status: 401,
      code: 'passkey_verification_failed',
    });
  });

  it('passkey-challenge-deleted@: the PASSKEY verify answers 400 passkey.credential_unknown; the SMS alternative still works', async () => {
    const device = await registered('passkey-challenge-deleted@gatehouse.test');
    const ott = await login(client, {
      email: 'passkey-challenge-deleted@gatehouse.test',
      password: MOCK_PASSWORD,
    });
    const { options, sessionId } = await getChallengePasskeyOptions(client, ott);
    expect(
      await failure(
        verifyChallengePasskey(client, ott, {
          sessionId,
          credential: await device.assert(options),
        }),
      ),
    ).toMatchObject(deleted(device.id));
    expect(await remaining(ott)).toEqual(['PASSKEY']);
    await triggerOtp(client, { ott, channel: 'SMS', phoneNumberId: 11 });
    await verifyCode(client, { ott, type: 'SMS', code: MOCK_CODE });
    expect(await remaining(ott)).toEqual([]);
  });

  it('passkey-registered@: its built-in passkey logs in with nothing registered first, and survives a reset', async () => {
    const device = await SoftAuthenticator.holding(
      registeredMockPasskey.credentialId,
      registeredMockPasskey.privateKey,
    );
    const ott = await passkeyLogIn(device);
    expect(await remaining(ott)).toEqual([]);
    resetMockState();
    expect(await remaining(await passkeyLogIn(device))).toEqual([]);
  });
});

describe('passkey enrolment after a login (API.md §7)', () => {
  const signIn = async (email: string) => {
    const ott = await login(client, { email, password: MOCK_PASSWORD });
    return exchangeToken(client, ott);
  };

  it('passkey-offer@: offered; the created passkey logs in next time, with signals and no offer', async () => {
    const first = await signIn('passkey-offer@gatehouse.test');
    expect(first).toEqual({ location: '/home', passkeyOffer: true, passkeySignals: undefined });
    const { options, passkeyRegistrationId } = await getPasskeyRegistrationOptions(client);
    expect(options).toMatchObject({
      rp: { name: 'Acme Money (mock)', id: 'localhost' },
      user: { name: 'passkey-offer@gatehouse.test' },
    });
    const device = await SoftAuthenticator.create();
    const credential = await device.register(options);
    await expect(registerNewPasskey(client, { passkeyRegistrationId, credential })).resolves.toBe(
      device.id,
    );
    // The registration id is used up.
    expect(
      await failure(registerNewPasskey(client, { passkeyRegistrationId, credential })),
    ).toMatchObject({ status: 400, code: 'passkey_registration_failed' });

    const next = await exchangeToken(client, await passkeyLogIn(device));
    expect(next.passkeyOffer).toBe(false);
    expect(next.passkeySignals).toEqual({
      rpId: 'localhost',
      userId: options.user.id,
      name: 'passkey-offer@gatehouse.test',
      displayName: 'passkey-offer@gatehouse.test',
      acceptedCredentialIds: [device.id],
    });
  });

  it('no-2fa@: no offer', async () => {
    expect((await signIn('no-2fa@gatehouse.test')).passkeyOffer).toBe(false);
  });

  it('passkey-conflict@: a verified credential answers 409 passkey.already_registered', async () => {
    expect((await signIn('passkey-conflict@gatehouse.test')).passkeyOffer).toBe(true);
    const { options, passkeyRegistrationId } = await getPasskeyRegistrationOptions(client);
    const device = await SoftAuthenticator.create();
    expect(
      await failure(
        registerNewPasskey(client, {
          passkeyRegistrationId,
          credential: await device.register(options),
        }),
      ),
    ).toMatchObject({ status: 409, code: 'passkey.already_registered' });
    expect(await (await mockApi('')).json()).toEqual([]);
  });

  it('refuses a registration that does not verify, and calls without a session', async () => {
    expect(await failure(getPasskeyRegistrationOptions(client))).toMatchObject({ status: 401 });
    await signIn('passkey-offer@gatehouse.test');
    const { passkeyRegistrationId } = await getPasskeyRegistrationOptions(client);
    const device = await SoftAuthenticator.create();
    const stale = await device.register({
      challenge: 'not-the-challenge',
      rp: { id: 'localhost' },
    });
    expect(
      await failure(registerNewPasskey(client, { passkeyRegistrationId, credential: stale })),
    ).toMatchObject({ status: 400, code: 'passkey_registration_failed' });
  });
});
