import { defaults } from '@gatehouse-auth/core';
import { loginResponseSchema } from '@gatehouse-auth/core/internal';
import * as z from '@gatehouse-auth/core/internal/api/schema';
import { MOCK_PASSWORD } from './fixtures';
import { errorAnswer, unexpectedAnswer, type MockAnswer } from './mockAnswer';
import { readBody, text, type RouteKit } from './routeKit';
import type { Scenario } from './scenario';
import { issueToken, mockMemory, newOneTimeToken } from './state';

const invalidCredentials = errorAnswer(401, 'invalid_email_password', 'Wrong email or password.');

// Where each login's token exchange sends the user: its redirectAfterUrl (a path on this site).
const landingPaths = () => mockMemory<string, string>('login.landingPaths');

/**
 * A login's `redirectAfterUrl` if it is a path on the site the page is on (`/send-money?x=1`),
 * as the browser would resolve it; anything else (another origin, `//host`, `/\host`, not a
 * string) is undefined: the real backend never sends a user off-site either.
 */
export function sitePath(redirectAfterUrl: unknown): string | undefined {
  const value = text(redirectAfterUrl);
  if (!value?.startsWith('/')) return undefined;
  const base = 'https://site.invalid';
  try {
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/** Where the exchange of an approved token sends the user: its login's redirectAfterUrl, else /home. */
export function landingPath(oneTimeToken: string): string {
  return landingPaths().get(oneTimeToken) ?? defaults.homePath;
}

/**
 * What the login answers for an account whose credentials passed: its error, or a token for it,
 * after the account's delay on the handler set's clock. The token's exchange will answer
 * `redirectAfterUrl` (the login body's) when it is a path on the site.
 */
export async function loginAnswerFor(
  scenario: Scenario,
  { wait }: Pick<RouteKit, 'wait'>,
  redirectAfterUrl?: unknown,
): Promise<MockAnswer> {
  if (scenario.loginDelayMs) await wait(scenario.loginDelayMs);
  if (scenario.loginAnswer) return scenario.loginAnswer;
  const oneTimeToken = scenario.tokenExpired ? newOneTimeToken() : issueToken(scenario);
  const landing = sitePath(redirectAfterUrl);
  if (landing) landingPaths().set(oneTimeToken, landing);
  return {
    status: 200,
    json: z.parse(loginResponseSchema, { data: { oneTimeTokenProperties: { oneTimeToken } } }),
  };
}

/**
 * POST /login-api/login (`needsPassword`) and /login-api/login-cdr (data sharing, email alone):
 * an account of the handler set logs in; anything else is 401 invalid_email_password.
 */
export function loginRoute(kit: RouteKit, needsPassword: boolean) {
  const { route, findScenario } = kit;
  return route(async (request) => {
    const body = await readBody(request);
    const email = text(body.email);
    if (email === undefined) return unexpectedAnswer(400, 'The body needs an email.');
    const scenario = findScenario(email);
    if (!scenario || (needsPassword && body.password !== MOCK_PASSWORD)) return invalidCredentials;
    return loginAnswerFor(scenario, kit, body.redirectAfterUrl);
  });
}
