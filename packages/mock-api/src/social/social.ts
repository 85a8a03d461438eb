import { socialLoginResponseSchema } from '@gatehouse-auth/core/internal';
import * as z from '@gatehouse-auth/core/internal/api/schema';
import { http } from 'msw';
import { answer } from '../kit/answer';
import { phone, required } from '../kit/fixtures';
import { errorAnswer, unexpectedAnswer } from '../kit/mockAnswer';
import type { ChallengeHandlers, MockChallenge } from '../kit/mockChallenge';
import { readBody, text } from '../kit/routeKit';
import type { Scenario } from '../kit/scenario';
import { findToken, issueToken, mockMemory, newOneTimeToken } from '../kit/state';

/** Social sign-in test data (packages/mock-api/README.md). */
export const socialTestData = {
  /** The account every completed social sign-in logs in as. */
  email: 'social@gatehouse.test',
  /** A guest id starting with this makes POST /gateway/v1/socials answer 500 with an empty body. */
  failingGuestIdPrefix: 'social-down',
  /** The mock provider page's path; the provider's name follows. */
  providerPagePath: '/mock/social/',
  /** The stand-in for the provider's answer: POST `{ state }` → `{ oneTimeToken, loginStateUrl }`. */
  completePath: '/mock-api/socials/complete',
} as const;

const wireProviders = ['GOOGLE', 'FACEBOOK', 'APPLE'] as const;
type WireProvider = (typeof wireProviders)[number];

/** What a sign-in's `state` carries from the start to the provider page. */
interface SocialState {
  provider: WireProvider;
  loginStateUrl: string;
  nonce: string;
}

// Social-login tokens look like this, so a page that did not issue one can still recognise it.
const socialTokenPattern =
  /^ott-social-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$|^ott-social-[0-9a-f]{32}$/;

const socialScenarios: Scenario[] = [
  {
    email: socialTestData.email,
    demonstrates:
      'Social sign-in only (any social button, then "Continue as Ada Lovelace"): an IDENTITY__SOCIAL_LOGIN token with an SMS code. A password login answers 401.',
    challenges: [required(phone('SMS', 'ch-social-sms'), [phone('VOICE')])],
    actionType: 'IDENTITY__SOCIAL_LOGIN',
    loginAnswer: errorAnswer(401, 'invalid_email_password', 'Wrong email or password.'),
  },
];
const socialScenario = socialScenarios[0]!;

// In the browser the handlers run in the page, and the sign-in crosses three page loads (login,
// provider, login again): the state carries what the provider page needs, base64url-encoded.
function encodeState(state: SocialState): string {
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function decodeState(value: string): SocialState | undefined {
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))),
    ) as Partial<SocialState>;
    const provider = wireProviders.find((name) => name === parsed.provider);
    if (!provider || typeof parsed.loginStateUrl !== 'string' || typeof parsed.nonce !== 'string')
      return undefined;
    return { provider, loginStateUrl: parsed.loginStateUrl, nonce: parsed.nonce };
  } catch {
    return undefined;
  }
}

/**
 * POST /gateway/v1/socials answers a same-origin stand-in for the provider's consent page
 * (`/mock/social/<provider>?state=…`); that page posts the state to the complete route, which
 * issues the social-login token for social@gatehouse.test and says where to return with it.
 */
const socialHandlers: ChallengeHandlers = ({ identity, site, route }) => {
  const completed = mockMemory<string, true>('social.completed');

  const start = route(async (request) => {
    const body = await readBody(request);
    const clientId = text(body.clientId);
    const provider = wireProviders.find((name) => name === body.provider);
    const loginStateUrl = text(body.loginStateUrl);
    if (!clientId) return unexpectedAnswer(400, 'The body needs a clientId.');
    if (!provider) return unexpectedAnswer(400, 'The provider must be GOOGLE, FACEBOOK or APPLE.');
    if (!loginStateUrl) return unexpectedAnswer(400, 'The body needs a loginStateUrl.');
    if (text(body.guestId)?.startsWith(socialTestData.failingGuestIdPrefix)) return { status: 500 };
    const state = encodeState({ provider, loginStateUrl, nonce: newOneTimeToken().slice(4) });
    const redirectUrl = `${socialTestData.providerPagePath}${provider.toLowerCase()}?state=${state}`;
    return { status: 200, json: z.parse(socialLoginResponseSchema, { redirectUrl }) };
  });

  // The provider's side, not the Gatehouse contract: no client id, no latency.
  const complete: Parameters<typeof http.post>[1] = async ({ request }) => {
    const value = text((await readBody(request)).state);
    const state = value === undefined ? undefined : decodeState(value);
    if (!value || !state || completed.has(state.nonce)) {
      return answer(
        errorAnswer(400, 'social_state_invalid', 'This sign-in has expired. Please start again.'),
      );
    }
    completed.set(state.nonce, true);
    const oneTimeToken = issueToken(socialScenario, `ott-social-${newOneTimeToken().slice(4)}`);
    return answer({ status: 200, json: { oneTimeToken, loginStateUrl: state.loginStateUrl } });
  };

  // The login page that receives the token is a new page load, whose handlers never issued it:
  // they take a social-login token on its first use. Falls through to the token routes.
  const adopt: Parameters<typeof http.all>[1] = ({ request }) => {
    const ott = request.headers.get('One-Time-Token');
    if (ott && socialTokenPattern.test(ott) && !findToken(ott)) issueToken(socialScenario, ott);
    return undefined;
  };

  return [
    http.all(identity('/one-time-token/*'), adopt),
    http.post(site('/gateway/v1/socials'), start),
    http.post(site(socialTestData.completePath), complete),
  ];
};

/** Social sign-in with the mock provider and its account. */
export const socialMock: MockChallenge = { handlers: socialHandlers, scenarios: socialScenarios };
