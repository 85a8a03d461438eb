import { loginResponseSchema } from '@gatehouse-auth/core/internal';
import { MOCK_PASSWORD } from './fixtures';
import { errorAnswer, unexpectedAnswer, type MockAnswer } from './mockAnswer';
import { readBody, text, type RouteKit } from './routeKit';
import type { Scenario } from './scenario';
import { issueToken, newOneTimeToken } from './state';

const invalidCredentials = errorAnswer(401, 'invalid_email_password', 'Wrong email or password.');

/**
 * What the login answers for an account whose credentials passed: its error, or a token for it,
 * after the account's delay on the handler set's clock.
 */
export async function loginAnswerFor(
  scenario: Scenario,
  { wait }: Pick<RouteKit, 'wait'>,
): Promise<MockAnswer> {
  if (scenario.loginDelayMs) await wait(scenario.loginDelayMs);
  if (scenario.loginAnswer) return scenario.loginAnswer;
  const oneTimeToken = scenario.tokenExpired ? newOneTimeToken() : issueToken(scenario);
  return {
    status: 200,
    json: loginResponseSchema.parse({ data: { oneTimeTokenProperties: { oneTimeToken } } }),
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
    return loginAnswerFor(scenario, kit);
  });
}
