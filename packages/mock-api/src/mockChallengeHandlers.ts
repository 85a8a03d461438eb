import { http, type HttpHandler } from 'msw';
import { captchaTestData } from './captcha/captcha';
import { loginRoute } from './kit/login';
import type { MockChallenge } from './kit/mockChallenge';
import { createRouteKit, readBody, text, type RouteKitOptions } from './kit/routeKit';
import { findScenarioIn } from './kit/scenario';
import { findScenario } from './scenarios';

/**
 * A host's mocked challenge for one Storybook story (or one test), on top of the default
 * handlers: the challenge's own routes, and a login route that logs its scenario accounts in.
 * Put them ahead of the defaults, for example `parameters.msw.handlers = mockChallengeHandlers(mock)`
 * or `server.use(...mockChallengeHandlers(mock))`.
 *
 * The login route answers only for the challenge's own accounts; any other login (and one with
 * the refused captcha token) falls through to the default handlers. The tokens it issues are
 * the defaults' too, so their status, code and exchange routes serve them. For a whole app or
 * test file, pass the challenge as `challenges` to `startMockWorker` or `createMockServer` instead.
 *
 * `options` must match the default handlers' (`identityHost`, `latencyMs`, `clock`).
 */
export function mockChallengeHandlers(
  mock: MockChallenge,
  options: RouteKitOptions = {},
): HttpHandler[] {
  const own = mock.scenarios ?? [];
  const kit = createRouteKit(options, (email) => findScenarioIn(own, email) ?? findScenario(email));

  function ownLogin(needsPassword: boolean): Parameters<typeof http.post>[1] {
    const login = loginRoute(kit, needsPassword);
    return async (info) => {
      // A clone: the default handlers read the same body when this route lets the login pass.
      const body = await readBody(info.request.clone());
      const email = text(body.email);
      if (email === undefined || !findScenarioIn(own, email)) return undefined;
      if (text(body.captcha) === captchaTestData.failingCaptchaToken) return undefined;
      return login(info);
    };
  }

  return [
    ...(mock.handlers?.(kit) ?? []),
    http.post(kit.site('/login-api/login'), ownLogin(true)),
    http.post(kit.site('/login-api/login-cdr'), ownLogin(false)),
  ];
}
