import { sleep, systemClock, type Clock } from '@gatehouse-auth/core/internal';
import { answer, errorAnswer, unexpectedAnswer, type MockAnswer } from './answer';
import { identityPath, sitePath } from './paths';
import type { Scenario } from './scenario';
import { findToken, mockMemory, type TokenState } from './state';

/** Where the client sends its calls and how slowly the mock answers. */
export interface RouteKitOptions {
  /** The identity host the client is configured with: a path or an origin. Default `/gateway`. */
  identityHost?: string;
  /** Added before every answer, to make loading states visible. */
  latencyMs?: number;
  /**
   * What `latencyMs` and the slow accounts' delays wait on. Default: real time. Give it the
   * widgets' `ManualClock` and an answer comes only when the test moves time past its latency.
   */
  clock?: Clock;
}

type Resolver = (info: {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}) => Promise<Response>;

/**
 * What every challenge builds its routes with (`MockChallenge.handlers` receives one): the
 * handler set's paths, options and scenario accounts, and resolvers that make the checks the
 * real backend makes. Pair a path with a resolver through msw:
 * `http.post(kit.identity('/one-time-token/x/verify'), kit.tokenRoute(async (token, request) => …))`.
 */
export interface RouteKit {
  /** `{identity}` + path (`{identity host}/identity/api/v1` + path), matched on any origin. */
  identity(path: string): string;
  /** A path from the site root, matched on any origin. */
  site(path: string): string;
  /**
   * A route: waits the handler set's latency, answers 400 `unexpected.error` without
   * `X-Client-Id` (as the real backend does), else answers what `resolve` returns. Path
   * parameters (`:id`) arrive as strings.
   */
  route(
    resolve: (request: Request, params: Record<string, string>) => Promise<MockAnswer>,
  ): Resolver;
  /**
   * A one-time-token route: a `route` that also needs the `One-Time-Token` header (else 401
   * `unexpected.error`) naming a token the mock issued (else 404 `ott_not_found`), and hands
   * that token's state to `resolve`.
   */
  tokenRoute(
    resolve: (
      token: TokenState,
      request: Request,
      params: Record<string, string>,
    ) => Promise<MockAnswer>,
  ): Resolver;
  /** The handler set's scenario account for a login email (a host's before the built-in ones), matched trimmed and in any case. */
  findScenario(email: string): Scenario | undefined;
  /** Resolves after `ms` on the handler set's clock: a slow answer, timed like the latency. */
  wait(ms: number): Promise<void>;
}

export const ottNotFound = errorAnswer(404, 'ott_not_found');

/**
 * The request's JSON body as an object; a body that is not a JSON object reads as `{}`. Read it
 * once per request (it consumes the body), or from `request.clone()` in a route that may fall
 * through to the next handler. Bodies are read field by field (see `text`) rather than with zod:
 * the package then depends on core and msw alone.
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The value if it is a string, else undefined: reads a body field without trusting its type. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The kit of one handler set, which finds its scenario accounts with `findScenario`. */
export function createRouteKit(
  options: RouteKitOptions,
  findScenario: RouteKit['findScenario'],
): RouteKit {
  const { identityHost, latencyMs = 0, clock = systemClock } = options;
  const wait = (ms: number) => sleep(ms, undefined, clock);
  const strings = (params: Record<string, string | readonly string[] | undefined>) =>
    Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value ?? '')]));

  const route: RouteKit['route'] =
    (resolve) =>
    async ({ request, params }) => {
      if (latencyMs > 0) await wait(latencyMs);
      if (!request.headers.get('X-Client-Id'))
        return answer(unexpectedAnswer(400, 'The X-Client-Id header is missing.'));
      const key = request.headers.get('Idempotency-Key');
      if (!key) return answer(await resolve(request, strings(params)));
      // API.md §7: a call repeated with a key already acted on gets the first answer again, and
      // nothing is sent twice. Kept as a promise, so a repeat that overtakes the first waits for it.
      const acted = mockMemory<string, Promise<MockAnswer>>('idempotency');
      const id = `${request.method} ${new URL(request.url).pathname} ${key}`;
      let first = acted.get(id);
      if (!first) {
        first = resolve(request, strings(params));
        acted.set(id, first);
      }
      return answer(await first);
    };

  return {
    findScenario,
    wait,
    identity: (path) => identityPath(identityHost, path),
    site: sitePath,
    route,
    tokenRoute: (resolve) =>
      route(async (request, params) => {
        const ott = request.headers.get('One-Time-Token');
        if (!ott) return unexpectedAnswer(401, 'The One-Time-Token header is missing.');
        const token = findToken(ott);
        return token ? resolve(token, request, params) : ottNotFound;
      }),
  };
}
