import { http } from 'msw';
import { errorAnswer, unexpectedAnswer } from '../../kit/mockAnswer';
import type { ChallengeHandlers, MockChallenge } from '../../kit/mockChallenge';
import { readBody, text } from '../../kit/routeKit';
import type { Scenario } from '../../kit/scenario';
import { mockMemory, newOneTimeToken } from '../../kit/state';
import {
  creationOptions,
  mockUserId,
  passkeys,
  passkeysOf,
  relyingParty,
  verifiedPasskey,
} from './passkey';

// API.md §7: creating a passkey after a login. The scenario options read here:
// - `passkeyOffer: true`: the exchange answers `passkeyOffer: true` while the account has no passkey;
// - `passkeyAlreadyRegistered: true`: the registration answers 409 `passkey.already_registered`.

/**
 * The mock's session: the account whose token was exchanged last (the real server sets a
 * session cookie; the mock serves one user at a time).
 */
const session = () => mockMemory<'email', string>('passkey-session');
/** Registration challenges by passkeyRegistrationId; each is used once. */
const registrations = () =>
  mockMemory<string, { email: string; challenge: string }>('passkey-registration-ids');

const noSession = errorAnswer(401, 'session.missing', 'Log in first.');

/**
 * What the exchange of an approved token adds for its account (API.md §7): `passkeyOffer` for an
 * account that asks for it and holds no passkey yet; `passkeySignals` for an account with
 * passkeys. The exchange also opens the session the registration calls use.
 */
export function passkeyExchangeFields(scenario: Scenario, request: Request) {
  session().set('email', scenario.email);
  const held = passkeysOf(scenario.email);
  return {
    ...(scenario.options?.passkeyOffer === true && held.length === 0 ? { passkeyOffer: true } : {}),
    ...(held.length > 0
      ? {
          passkeySignals: {
            rpId: relyingParty(request).rpID,
            userId: mockUserId(scenario.email),
            name: scenario.email,
            displayName: scenario.email,
            acceptedCredentialIds: held.map((passkey) => passkey.credentialId),
          },
        }
      : {}),
  };
}

const enrolmentHandlers: ChallengeHandlers = ({ site, route, findScenario }) => {
  const options = route(async (request) => {
    const email = session().get('email');
    if (!email) return noSession;
    const registrationOptions = await creationOptions(request, email);
    const passkeyRegistrationId = `pkr-${newOneTimeToken().slice(4)}`;
    registrations().set(passkeyRegistrationId, { email, challenge: registrationOptions.challenge });
    return { status: 200, json: { data: { registrationOptions, passkeyRegistrationId } } };
  });

  const register = route(async (request) => {
    const email = session().get('email');
    if (!email) return noSession;
    const body = await readBody(request);
    const passkeyRegistrationId = text(body.passkeyRegistrationId);
    if (
      passkeyRegistrationId === undefined ||
      typeof body.credential !== 'object' ||
      !body.credential
    )
      return unexpectedAnswer(400, 'The body needs a passkeyRegistrationId and a credential.');
    // Each registration id answers one registration, whatever its outcome.
    const registration = registrations().get(passkeyRegistrationId);
    registrations().delete(passkeyRegistrationId);
    if (!registration || registration.email !== email)
      return errorAnswer(400, 'passkey_registration_failed', 'Ask for registration options first.');
    let passkey;
    try {
      passkey = await verifiedPasskey(request, body.credential, registration.challenge, email);
    } catch {
      return errorAnswer(
        400,
        'passkey_registration_failed',
        'The passkey could not be registered.',
      );
    }
    if (
      findScenario(email)?.options?.passkeyAlreadyRegistered === true ||
      passkeys().has(passkey.credentialId)
    )
      return errorAnswer(409, 'passkey.already_registered', 'This passkey is already registered.');
    passkeys().set(passkey.credentialId, passkey);
    return { status: 201, json: { data: { credentialId: passkey.credentialId } } };
  });

  return [
    http.get(site('/gateway/v1/user/passkeys/registration-options'), options),
    http.post(site('/gateway/v1/user/passkeys'), register),
  ];
};

const enrolmentScenarios: Scenario[] = [
  {
    email: 'passkey-offer@gatehouse.test',
    demonstrates:
      'Password login with no second factor, then the offer to create a passkey (until the account has one).',
    challenges: [],
    options: { passkeyOffer: true },
  },
  {
    email: 'passkey-conflict@gatehouse.test',
    demonstrates:
      'Password login, then the passkey offer; creating the passkey answers 409 passkey.already_registered, and the login goes on.',
    challenges: [],
    options: { passkeyOffer: true, passkeyAlreadyRegistered: true },
  },
];

/** The passkey offer after a login (API.md §7): the two registration routes and their accounts. */
export const passkeyEnrolmentMock: MockChallenge = {
  handlers: enrolmentHandlers,
  scenarios: enrolmentScenarios,
};
