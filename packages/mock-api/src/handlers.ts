import {
  oneTimeTokenStatusSchema,
  tokenExchangeResponseSchema,
} from '@gatehouse-auth/core/internal';
import * as z from '@gatehouse-auth/core/internal/api/schema';
import { http, type HttpHandler } from 'msw';
import { builtInChallenges } from './builtInChallenges';
import { passkeyExchangeFields } from './challenges/passkey/passkeyEnrolment';
import { landingPath, loginRoute } from './kit/login';
import { errorAnswer, unexpectedAnswer } from './kit/mockAnswer';
import type { MockChallenge } from './kit/mockChallenge';
import { createRouteKit, ottNotFound, readBody, text, type RouteKitOptions } from './kit/routeKit';
import { findScenarioIn } from './kit/scenario';
import { findToken, isApproved } from './kit/state';
import { scenarios } from './scenarios';

const loginActionType = 'IDENTITY__LOGIN';

/** Options of a handler set: `createHandlers`, `createMockServer` and `startMockWorker` take them. */
export interface MockHandlerOptions extends RouteKitOptions {
  /**
   * The host's own mocked challenge types. Their routes come ahead of the built-in ones (a host
   * route on a built-in path wins), and their scenario accounts log in like the built-in ones;
   * a host account with the email of a built-in one replaces it.
   */
  challenges?: readonly MockChallenge[];
}

/**
 * The msw handlers of the whole contract (API.md §2–§6): login, the token status, every
 * built-in challenge's routes and the token exchange, plus those of `options.challenges`.
 */
export function createHandlers(options: MockHandlerOptions = {}): HttpHandler[] {
  const { challenges: hostChallenges = [], ...kitOptions } = options;
  // The host's accounts first: the first account with an email wins.
  const accounts = [
    ...hostChallenges.flatMap((challenge) => challenge.scenarios ?? []),
    ...scenarios,
  ];
  const kit = createRouteKit(kitOptions, (email) => findScenarioIn(accounts, email));
  const { identity, route, site, tokenRoute } = kit;

  // The mock has a single view: any viewType gets the FULL answer.
  const status = tokenRoute(async (token) => ({
    status: 200,
    json: z.parse(oneTimeTokenStatusSchema, {
      oneTimeTokenProperties: {
        oneTimeToken: token.oneTimeToken,
        actionType: token.scenario.actionType ?? loginActionType,
        challenges: token.remaining,
      },
    }),
  }));

  const exchange = route(async (request) => {
    const oneTimeToken = text((await readBody(request)).oneTimeToken);
    if (oneTimeToken === undefined) return unexpectedAnswer(400, 'The body needs a oneTimeToken.');
    const token = findToken(oneTimeToken);
    if (!token) return ottNotFound;
    if (!isApproved(token))
      return errorAnswer(403, 'ott_not_approved', 'This token still has challenges to pass.');
    return {
      status: 200,
      json: z.parse(tokenExchangeResponseSchema, {
        location: landingPath(oneTimeToken),
        ...passkeyExchangeFields(token.scenario, request),
      }),
    };
  });

  return [
    // Each challenge's own routes (the host's, then builtInChallenges in its order), then the
    // login, status and exchange routes every handler set has.
    ...[...hostChallenges, ...builtInChallenges].flatMap(
      (challenge) => challenge.handlers?.(kit) ?? [],
    ),
    http.post(site('/login-api/login'), loginRoute(kit, true)),
    http.post(site('/login-api/login-cdr'), loginRoute(kit, false)),
    http.get(identity('/one-time-token/status'), status),
    http.post(site('/login-api/v2/auth'), exchange),
    // The client uses this path when the page runs on localhost.
    http.post(site('/api/v2/auth'), exchange),
  ];
}

/** The handlers with the default options: identity host `/gateway`, no added latency, no host challenges. */
export const handlers: HttpHandler[] = createHandlers();
