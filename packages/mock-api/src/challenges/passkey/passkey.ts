import type { Challenge } from '@gatehouse-auth/core';
import { http } from 'msw';
import { captchaInvalid, captchaTestData } from '../../captcha/captcha';
import { phone, required } from '../../kit/fixtures';
import { loginAnswerFor } from '../../kit/login';
import { errorAnswer, unexpectedAnswer } from '../../kit/mockAnswer';
import type { ChallengeHandlers, MockChallenge } from '../../kit/mockChallenge';
import { readBody, text } from '../../kit/routeKit';
import type { Scenario } from '../../kit/scenario';
import {
  mockMemory,
  newOneTimeToken,
  offeredChallenge,
  passCurrentChallenge,
} from '../../kit/state';
import { registeredMockPasskey } from './registeredMockPasskey';

/** A passkey registered with the mock backend (the public half only). */
export interface MockPasskey {
  /** base64url credential id, as the browser reports it. */
  credentialId: string;
  /** base64url COSE public key. */
  publicKey: string;
  /** The authenticator's signature counter, as last seen. */
  counter: number;
  /** The scenario account that owns it. */
  email: string;
  transports?: string[];
}

/** Where the example app keeps the registered passkeys across page loads. */
export const mockPasskeysStorageKey = 'gatehouse-mock-passkeys';

export const passkeyVerificationFailed = errorAnswer(
  401,
  'passkey_verification_failed',
  'We could not verify your passkey.',
);
const challengeVerificationFailed = errorAnswer(
  400,
  'passkey_verification_failed',
  'We could not verify your passkey.',
);
/** API.md §7: the server no longer holds the credential (deleted); the client signals it. */
const credentialUnknown = (credentialId: string) => ({
  status: 400,
  json: {
    code: 'passkey.credential_unknown',
    message: 'This passkey is not registered.',
    params: { credentialId },
  },
});

/**
 * Accounts whose passkey "was deleted on the server": their passkey registers as any other, and
 * its first use answers `passkey.credential_unknown` and forgets it, as after a deletion in the
 * account's settings.
 */
const deletedPasskeyAccounts: readonly string[] = [
  'passkey-deleted@gatehouse.test',
  'passkey-challenge-deleted@gatehouse.test',
];

/** The server's passkeys held from the start (not registered through the mock-only routes). */
const builtInPasskeys: readonly MockPasskey[] = [
  {
    credentialId: registeredMockPasskey.credentialId,
    publicKey: registeredMockPasskey.publicKey,
    counter: 0,
    email: registeredMockPasskey.email,
    transports: ['internal'],
  },
];

const notRequired = errorAnswer(
  400,
  'challenge_not_required',
  'This token does not need a PASSKEY challenge now.',
);

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can be refused (privacy settings): the passkeys then live as long as the page.
    return undefined;
  }
}

function isMockPasskey(value: unknown): value is MockPasskey {
  const passkey = value as Partial<MockPasskey> | null;
  return (
    typeof passkey === 'object' &&
    passkey !== null &&
    typeof passkey.credentialId === 'string' &&
    typeof passkey.publicKey === 'string' &&
    typeof passkey.counter === 'number' &&
    typeof passkey.email === 'string'
  );
}

/**
 * The credential store. In a browser it is written through to localStorage (the example app
 * reloads between pages); in node it lives in memory. resetMockState clears both.
 */
class PasskeyStore extends Map<string, MockPasskey> {
  constructor() {
    super();
    try {
      const saved: unknown = JSON.parse(storage()?.getItem(mockPasskeysStorageKey) ?? '[]');
      if (Array.isArray(saved))
        for (const passkey of saved.filter(isMockPasskey)) super.set(passkey.credentialId, passkey);
    } catch {
      // An unreadable entry is forgotten.
    }
  }

  override set(credentialId: string, passkey: MockPasskey): this {
    super.set(credentialId, passkey);
    this.save();
    return this;
  }

  override delete(credentialId: string): boolean {
    const deleted = super.delete(credentialId);
    this.save();
    return deleted;
  }

  override clear(): void {
    super.clear();
    storage()?.removeItem(mockPasskeysStorageKey);
  }

  private save() {
    try {
      storage()?.setItem(mockPasskeysStorageKey, JSON.stringify([...this.values()]));
    } catch {
      // Full or refused storage: the passkeys still work until the page reloads.
    }
  }
}

/** The credential store (kept across page loads in a browser). */
export const passkeys = () => mockMemory<string, MockPasskey>('passkeys', () => new PasskeyStore());
/** Registration challenges by account email (the last options asked for win). */
const registrations = () => mockMemory<string, string>('passkey-registrations');
/** Login challenges by passkeyOptionsId; each is used once. */
const loginChallenges = () => mockMemory<string, string>('passkey-login-options');

/** Every registered passkey, oldest first. */
export function mockPasskeys(): MockPasskey[] {
  return [...passkeys().values()];
}

/** The passkey the server holds under this id: a registered one, else a built-in one. */
function heldPasskey(credentialId: string): MockPasskey | undefined {
  return (
    passkeys().get(credentialId) ??
    builtInPasskeys.find((passkey) => passkey.credentialId === credentialId)
  );
}

/** The passkeys an account holds: built in, or registered. */
export function passkeysOf(email: string): MockPasskey[] {
  const registered = mockPasskeys().filter((passkey) => passkey.email === email);
  const builtIn = builtInPasskeys.filter(
    (passkey) => passkey.email === email && !passkeys().has(passkey.credentialId),
  );
  return [...builtIn, ...registered];
}

/** A deleted account's passkey: forgotten now, and answered as the server no longer knowing it. */
function deletedOnServer(passkey: MockPasskey) {
  if (!deletedPasskeyAccounts.includes(passkey.email)) return undefined;
  passkeys().delete(passkey.credentialId);
  return credentialUnknown(passkey.credentialId);
}

/** The relying party is the page's own host: the mock answers on whatever host serves the page. */
export function relyingParty(request: Request) {
  const url = new URL(request.url);
  return { rpID: url.hostname, origin: request.headers.get('Origin') ?? url.origin };
}

export const server = () => import('@simplewebauthn/server');

/** The assertion's credential id, if the value looks like an AuthenticationResponseJSON. */
function assertionId(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, response } = value as { id?: unknown; response?: unknown };
  return typeof id === 'string' && typeof response === 'object' && response !== null
    ? id
    : undefined;
}

/** The WebAuthn user handle of an account: its email's UTF-8 bytes (the passkey signals' userId). */
export const mockUserId = (email: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(email)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * Creation options for an account (RP name 'Acme Money (mock)', a discoverable credential,
 * 'preferred' verification, no attestation, the account's passkeys excluded), for the mock-only
 * registration and the contract's (API.md §7) alike.
 */
export async function creationOptions(request: Request, email: string) {
  const [{ generateRegistrationOptions }, { isoUint8Array }] = await Promise.all([
    server(),
    import('@simplewebauthn/server/helpers'),
  ]);
  return generateRegistrationOptions({
    rpName: 'Acme Money (mock)',
    rpID: relyingParty(request).rpID,
    userName: email,
    userID: isoUint8Array.fromUTF8String(email),
    attestationType: 'none',
    // The same authenticator cannot register twice for one account.
    excludeCredentials: passkeysOf(email).map(({ credentialId, transports }) => ({
      id: credentialId,
      transports: transports as AuthenticatorTransport[] | undefined,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

/**
 * Verifies a registration for real (challenge, origin, RP ID, attestation format) and answers
 * the passkey to store for `email`; throws when it does not verify.
 */
export async function verifiedPasskey(
  request: Request,
  response: unknown,
  expectedChallenge: string,
  email: string,
): Promise<MockPasskey> {
  const [{ verifyRegistrationResponse }, { isoBase64URL }] = await Promise.all([
    server(),
    import('@simplewebauthn/server/helpers'),
  ]);
  const { rpID, origin } = relyingParty(request);
  const { verified, registrationInfo } = await verifyRegistrationResponse({
    response: response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  });
  if (!verified || !registrationInfo) throw new Error('not verified');
  const { credential } = registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    email,
    transports: credential.transports,
  };
}

/**
 * Verifies an assertion for real (signature, challenge, origin, RP ID, counter) against the
 * stored public key; on success the stored counter moves on. Never throws.
 */
async function verifyAssertion(
  request: Request,
  assertion: unknown,
  expectedChallenge: string,
  passkey: MockPasskey,
): Promise<boolean> {
  try {
    const [{ verifyAuthenticationResponse }, { isoBase64URL }] = await Promise.all([
      server(),
      import('@simplewebauthn/server/helpers'),
    ]);
    const { rpID, origin } = relyingParty(request);
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: assertion as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      // The options ask for 'preferred' verification, like most relying parties.
      requireUserVerification: false,
    });
    if (!verified) return false;
    passkeys().set(passkey.credentialId, { ...passkey, counter: authenticationInfo.newCounter });
    return true;
  } catch {
    return false;
  }
}

/**
 * Passkeys for real: WebAuthn signatures are checked with @simplewebauthn/server against the
 * public keys registered through the mock-only `/mock-api/passkeys/*` routes.
 *
 * Contract routes (API.md §5, SPEC §7): GET `/gateway/v1/login/passkey/options`, POST
 * `/gateway/v2/login`, GET `/gateway/v1/one-time-token/passkey/options`, POST
 * `/gateway/v1/one-time-token/passkey/verify`.
 */
const passkeyHandlers: ChallengeHandlers = ({ site, route, tokenRoute, findScenario, wait }) => {
  // Created now, so a resetMockState before the first passkey call also clears the saved ones.
  passkeys();

  // --- Mock-only: registering a passkey for a scenario account (no such call in the contract).

  const registrationOptions = route(async (request) => {
    const email = new URL(request.url).searchParams.get('email') ?? '';
    const scenario = findScenario(email);
    if (!scenario) return unknownAccount;
    const options = await creationOptions(request, scenario.email);
    registrations().set(scenario.email, options.challenge);
    return { status: 200, json: options };
  });

  const register = route(async (request) => {
    const body = await readBody(request);
    const scenario = findScenario(text(body.email) ?? '');
    if (!scenario) return unknownAccount;
    if (typeof body.response !== 'object' || body.response === null)
      return unexpectedAnswer(400, 'The body needs a response.');
    const expectedChallenge = registrations().get(scenario.email);
    if (!expectedChallenge)
      return errorAnswer(400, 'passkey_registration_failed', 'Ask for registration options first.');
    registrations().delete(scenario.email);
    try {
      const passkey = await verifiedPasskey(
        request,
        body.response,
        expectedChallenge,
        scenario.email,
      );
      passkeys().set(passkey.credentialId, passkey);
      return { status: 201, json: passkey };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return errorAnswer(
        400,
        'passkey_registration_failed',
        `The passkey could not be registered: ${reason}`,
      );
    }
  });

  const list = route(async () => ({ status: 200, json: mockPasskeys() }));

  const forgetAll = route(async () => {
    passkeys().clear();
    return { status: 204 };
  });

  // --- The contract: passkey login.

  const loginOptions = route(async (request) => {
    const { generateAuthenticationOptions } = await server();
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(request).rpID,
      userVerification: 'preferred',
      timeout: 60000,
    });
    const passkeyOptionsId = `pko-${newOneTimeToken().slice(4)}`;
    loginChallenges().set(passkeyOptionsId, options.challenge);
    return { status: 200, json: { data: { loginOptions: options, passkeyOptionsId } } };
  });

  const passkeyLogin = route(async (request) => {
    const body = await readBody(request);
    const parameters = body.passkeyParameters as
      { passkeyOptionsId?: unknown; credentials?: unknown } | undefined;
    const passkeyOptionsId = text(parameters?.passkeyOptionsId);
    const credentialId = assertionId(parameters?.credentials);
    if (
      body.authenticationType !== 'passkey' ||
      passkeyOptionsId === undefined ||
      credentialId === undefined
    ) {
      return unexpectedAnswer(
        400,
        "The body needs authenticationType 'passkey' and passkeyParameters { passkeyOptionsId, credentials }.",
      );
    }
    if (text(body.captcha) === captchaTestData.failingCaptchaToken) return captchaInvalid;
    // Each options id answers one login, whatever its outcome.
    const expectedChallenge = loginChallenges().get(passkeyOptionsId);
    loginChallenges().delete(passkeyOptionsId);
    const passkey = heldPasskey(credentialId);
    const deleted = passkey && deletedOnServer(passkey);
    if (deleted) return deleted;
    const scenario = passkey && findScenario(passkey.email);
    if (!expectedChallenge || !passkey || !scenario) return passkeyVerificationFailed;
    if (!(await verifyAssertion(request, parameters?.credentials, expectedChallenge, passkey)))
      return passkeyVerificationFailed;
    return loginAnswerFor(scenario, { wait }, body.redirectAfterUrl);
  });

  // --- The contract: the PASSKEY challenge of a one-time token.

  const challengeOptions = tokenRoute(async (token, request) => {
    if (!offeredChallenge(token, 'PASSKEY')) return notRequired;
    const { generateAuthenticationOptions } = await server();
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(request).rpID,
      userVerification: 'preferred',
      timeout: 60000,
      allowCredentials: passkeysOf(token.scenario.email).map(({ credentialId, transports }) => ({
        id: credentialId,
        transports: transports as AuthenticatorTransport[] | undefined,
      })),
    });
    const session: ChallengeSession = {
      sessionId: `pks-${newOneTimeToken().slice(4)}`,
      challenge: options.challenge,
    };
    token.data.passkey = session;
    return {
      status: 200,
      json: { status: 'OK', data: { passkeyOptions: options, sessionId: session.sessionId } },
    };
  });

  const challengeVerify = tokenRoute(async (token, request) => {
    const body = await readBody(request);
    const credentialId = assertionId(body.publicKeyCredential);
    const sessionId = request.headers.get('X-Passkey-Session-Id');
    if (credentialId === undefined)
      return unexpectedAnswer(400, 'The body needs a publicKeyCredential.');
    if (!sessionId) return unexpectedAnswer(400, 'The X-Passkey-Session-Id header is missing.');
    if (!offeredChallenge(token, 'PASSKEY')) return notRequired;
    const session = token.data.passkey as ChallengeSession | undefined;
    // A session answers one verify, whatever its outcome.
    delete token.data.passkey;
    const passkey = heldPasskey(credentialId);
    const deleted =
      session?.sessionId === sessionId && passkey?.email === token.scenario.email
        ? deletedOnServer(passkey)
        : undefined;
    if (deleted) return deleted;
    if (
      !session ||
      session.sessionId !== sessionId ||
      !passkey ||
      passkey.email !== token.scenario.email
    ) {
      return challengeVerificationFailed;
    }
    if (!(await verifyAssertion(request, body.publicKeyCredential, session.challenge, passkey)))
      return challengeVerificationFailed;
    passCurrentChallenge(token);
    return { status: 204 };
  });

  return [
    http.get(site('/mock-api/passkeys/registration-options'), registrationOptions),
    http.post(site('/mock-api/passkeys/registration'), register),
    http.get(site('/mock-api/passkeys'), list),
    http.delete(site('/mock-api/passkeys'), forgetAll),
    http.get(site('/gateway/v1/login/passkey/options'), loginOptions),
    http.post(site('/gateway/v2/login'), passkeyLogin),
    http.get(site('/gateway/v1/one-time-token/passkey/options'), challengeOptions),
    http.post(site('/gateway/v1/one-time-token/passkey/verify'), challengeVerify),
  ];
};

interface ChallengeSession {
  sessionId: string;
  challenge: string;
}

const unknownAccount = errorAnswer(
  400,
  'unknown_account',
  'Only the mock scenario accounts can register a passkey.',
);

/** The PASSKEY challenge of a one-time token (SPEC §2 'Passkey screen'). */
export const passkeyChallenge: Challenge = { type: 'PASSKEY', viewData: { attributes: {} } };

const passkeyScenarios: Scenario[] = [
  {
    email: 'passkey@gatehouse.test',
    demonstrates:
      'Passkey login with no second factor. Create its passkey first on /mock/passkeys.',
    challenges: [],
  },
  {
    email: 'passkey-sms@gatehouse.test',
    demonstrates:
      'Passkey login, then an SMS code (111111). Create its passkey first on /mock/passkeys.',
    challenges: [required(phone('SMS', 'ch-sms'))],
  },
  {
    email: registeredMockPasskey.email,
    demonstrates:
      'A passkey already registered on the server (a returning customer), then no second factor: its private key is `registeredMockPasskey` (for a virtual authenticator), so the one-press login finds it on the device.',
    challenges: [],
  },
  {
    email: 'passkey-deleted@gatehouse.test',
    demonstrates:
      'A passkey deleted on the server: create it on /mock/passkeys; logging in with it answers 400 passkey.credential_unknown, and the widget tells the browser to forget it.',
    challenges: [],
  },
  {
    email: 'passkey-challenge-deleted@gatehouse.test',
    demonstrates:
      'Password login, then a PASSKEY challenge whose passkey was deleted on the server: verify answers 400 passkey.credential_unknown; an SMS alternative (111111). Create its passkey first on /mock/passkeys.',
    challenges: [required(passkeyChallenge, [phone('SMS')])],
  },
  {
    email: 'passkey-challenge@gatehouse.test',
    demonstrates:
      'Password login, then a PASSKEY challenge with an SMS alternative. Create its passkey first on /mock/passkeys.',
    challenges: [required(passkeyChallenge, [phone('SMS')])],
  },
];

/** Passkey login, the PASSKEY challenge and the mock-only passkey registration, with their accounts. */
export const passkeyMock: MockChallenge = {
  handlers: passkeyHandlers,
  scenarios: passkeyScenarios,
};
