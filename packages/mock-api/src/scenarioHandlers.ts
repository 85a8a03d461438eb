import type { OneTimeTokenProperties } from '@gatehouse-auth/core';
import { oneTimeTokenStatusSchema } from '@gatehouse-auth/core/internal';
import * as z from '@gatehouse-auth/core/internal/api/schema';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { answer } from './kit/answer';
import { identityPath, sitePath } from './kit/paths';

/**
 * Handlers that force one server state, for stories and tests. Put them before `handlers`
 * (or pass them to `server.use`) so they win; they skip the header checks.
 */
export const scenarioHandlers = {
  /** The token status answers these properties for any token: a recorded server state. */
  tokenStatus(
    properties: OneTimeTokenProperties,
    options: { identityHost?: string } = {},
  ): HttpHandler {
    const body = z.parse(oneTimeTokenStatusSchema, { oneTimeTokenProperties: properties });
    return http.get(identityPath(options.identityHost, '/one-time-token/status'), () =>
      HttpResponse.json(body),
    );
  },

  /** Every call to `path` (from the site root, any method) answers `status` with an optional JSON body. */
  failing(path: string, status: number, body?: unknown): HttpHandler {
    return http.all(sitePath(path), () => answer({ status, json: body }));
  },

  /** Calls to `path` never answer: the loading state stays on screen. */
  pending(path: string): HttpHandler {
    return http.all(sitePath(path), async () => {
      await delay('infinite');
      return new HttpResponse(null, { status: 504 });
    });
  },
};
