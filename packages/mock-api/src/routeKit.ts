import { delay } from 'msw';
import { answer, errorAnswer, unexpectedAnswer, type MockAnswer } from './answer';
import { identityPath, sitePath } from './paths';
import { findToken, type TokenState } from './state';

export interface MockHandlerOptions {
  /** The identity host the client is configured with: a path or an origin. Default `/gateway`. */
  identityHost?: string;
  /** Added before every answer, to make loading states visible. */
  latencyMs?: number;
}

type Resolver = (info: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => Promise<Response>;

/** What every group of handlers builds its routes with. */
export interface RouteKit {
  /** `{identity}` + path, matched on any origin. */
  identity(path: string): string;
  /** A path from the site root, matched on any origin. */
  site(path: string): string;
  /** A route: the latency, then the X-Client-Id check the real backend makes. */
  route(resolve: (request: Request, params: Record<string, string>) => Promise<MockAnswer>): Resolver;
  /** A one-time-token route: also needs a known `One-Time-Token` header. */
  tokenRoute(resolve: (token: TokenState, request: Request, params: Record<string, string>) => Promise<MockAnswer>): Resolver;
}

export const ottNotFound = errorAnswer(404, 'ott_not_found');

/** The JSON body as an object; anything else reads as empty. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function createRouteKit(options: MockHandlerOptions = {}): RouteKit {
  const { identityHost, latencyMs = 0 } = options;
  const strings = (params: Record<string, string | readonly string[] | undefined>) =>
    Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value ?? '')]));

  const route: RouteKit['route'] = (resolve) => async ({ request, params }) => {
    if (latencyMs > 0) await delay(latencyMs);
    if (!request.headers.get('X-Client-Id')) return answer(unexpectedAnswer(400, 'The X-Client-Id header is missing.'));
    return answer(await resolve(request, strings(params)));
  };

  return {
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
