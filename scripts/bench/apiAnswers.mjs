// The answers the bench's pages get from "the server" when the bench uses a feature (./firstUse.mjs):
// answered in the page (Playwright's routing), shaped as /work/shared/API.md has them. The bench
// pages talk to the widget's default paths on their own origin; nothing here is a mock of record
// (that is @gatehouse-auth/mock-api), only the few calls a first use makes, answered at once.

/** The one-time token every answer hands out. */
export const benchToken = 'ott-bench';

/** Where the token exchange sends the user (a path on the page's origin). */
export const benchLocation = '/bench-logged-in';

const maskedPhoneNumber = '+44 ••••• •••789';
const phoneNumbers = [{ id: 11, type: 'PRIMARY' }];

/** A challenge of `type` as the token's status lists it (API.md §4), with what its screen reads. */
export function challengeOf(type) {
  const challenge = { type, viewData: { attributes: {} } };
  if (['SMS', 'WHATSAPP', 'VOICE'].includes(type)) {
    challenge.viewData.attributes = { maskedPhoneNumber };
    challenge.availablePhoneNumbers = phoneNumbers;
  }
  if (type === 'PUSH') challenge.context = { version: 1, challengeId: 'bench-push' };
  if (type === 'PHONE_GUESS') {
    challenge.viewData.attributes = {
      firstPhoneNumbers: '+44 7700 9',
      lastPhoneNumbers: '89',
      hiddenNumbers: 4,
    };
  }
  if (type === 'SELFIE_WITH_ID') challenge.viewData.attributes = { uploadPath: '/bench-upload' };
  return challenge;
}

/**
 * The calls a first use makes, by what the page is using:
 * `challenge`: the type the token's status asks for (none: the token is approved at once);
 * `passkeyOffer`: the exchange's answer offers a passkey (API.md §7); `actionType`: the token's
 * (a login's by default; a step-up's is the action it approves).
 * @typedef {{ challenge?: string | null, passkeyOffer?: boolean, actionType?: string }} Scenario
 */

/** Whether a request is a call to the API (not a static file of the page). */
export function isApiCall(url) {
  const { pathname } = new URL(url);
  return /^\/(gateway|login-api|api)\//.test(pathname);
}

const json = (status, body, headers = {}) => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const empty = (status, headers = {}) => ({ status, headers, body: '' });

/**
 * The answer to one API call. Anything the list does not name gets a 204: a first use stops at
 * its screen, and a call it makes after that has no part in the figure.
 * @param {Scenario} scenario
 * @param {{ method: string, url: string }} request
 * @returns {{ status: number, headers: Record<string, string>, body: string }}
 */
export function answerFor(scenario, { method, url }) {
  const { pathname } = new URL(url);
  const tokenProperties = { oneTimeTokenProperties: { oneTimeToken: benchToken } };
  if (method === 'POST' && /^\/login-api\/login(-cdr)?$/.test(pathname))
    return json(200, { data: tokenProperties });
  if (method === 'GET' && pathname.endsWith('/one-time-token/status')) {
    const challenges = scenario.challenge
      ? [{ required: true, primaryChallenge: challengeOf(scenario.challenge), alternatives: [] }]
      : [];
    return json(200, {
      oneTimeTokenProperties: {
        oneTimeToken: benchToken,
        actionType: scenario.actionType ?? 'IDENTITY__LOGIN',
        challenges,
      },
    });
  }
  if (method === 'POST' && /^\/login-api\/(v2\/)?auth$/.test(pathname))
    return json(200, {
      location: benchLocation,
      ...(scenario.passkeyOffer ? { passkeyOffer: true } : {}),
    });
  if (method === 'GET' && pathname === '/gateway/v1/user/passkeys/registration-options')
    return json(200, {
      data: {
        passkeyRegistrationId: 'bench-registration',
        registrationOptions: {
          rp: { name: 'Bench' },
          user: { id: 'YmVuY2g', name: 'bench@example.com', displayName: 'Bench' },
          challenge: 'YmVuY2gtY2hhbGxlbmdl',
          pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
          timeout: 60000,
          authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        },
      },
    });
  // A logged-in page's call that needs approval (API.md §6).
  if (pathname === '/api/account') return empty(403, { 'X-2FA-APPROVAL': benchToken });
  if (pathname.endsWith('/email-checkpoint/trigger'))
    return json(200, { deviceOriginGuard: 'bench-guard', status: 'SENT' });
  if (pathname.endsWith('/identity/api/v2/one-time-token/push/trigger'))
    return json(200, { challengeId: 'bench-push' });
  if (/\/factors\/push\/challenges\/[^/]+\/status$/.test(pathname))
    return json(200, { status: 'PENDING' });
  // Waiting screens poll until the user acts elsewhere: still pending.
  if (method === 'GET' && pathname.endsWith('/status')) return empty(202);
  if (pathname.endsWith('/facematch/trigger'))
    return json(200, {
      productionKey: 'bench',
      deviceKeyIdentifier: 'bench',
      faceScanPublicKey: 'bench',
      sessionId: 'bench-session',
    });
  if (pathname === '/api/v1/user/countries') return json(200, [{ iso2Code: 'GB', name: 'UK' }]);
  if (pathname === '/gateway/v1/user/phone-numbers') return json(200, []);
  return empty(204);
}
