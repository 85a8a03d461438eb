import {
  GatehouseError,
  clientErrorCodes,
  isAbortError,
  unexpectedError,
} from '../errors/gatehouseError';
import { startDeadline, type Deadline } from '../runtime/deadline';
import { createNetworkWaits, type NetworkWaits } from '../runtime/networkWaits';
import { resolveConfig, type GatehouseConfig, type ResolvedConfig } from './config';
import { parseErrorBody } from './parseErrorBody';
import * as z from './schema';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequest<T> {
  method: HttpMethod;
  /** A path starting with `/`, taken from the site root (prefixed by `apiBaseUrl`). */
  path: string;
  /** The one-time token, sent as the `One-Time-Token` header. */
  ott?: string | undefined;
  /** Sent as JSON; a FormData as multipart (the browser sets its Content-Type and boundary). */
  body?: unknown;
  /** Reads a failed answer's body; default the contract's error shapes (API.md §3). */
  errorFrom?: (status: number, text: string) => GatehouseError;
  headers?: Record<string, string>;
  /**
   * The user action's key, sent as the `Idempotency-Key` header (API.md §7) on a call that makes
   * the server send something: the same key again when the action is retried after no answer.
   */
  idempotencyKey?: string | undefined;
  /** Validates a 2xx answer with a body; without one the body is ignored. */
  schema?: z.Schema<T>;
  credentials?: RequestCredentials;
  signal?: AbortSignal | undefined;
  /** This call's time limit in ms, for one that may rightly take longer (an upload); default `requestTimeoutMs`. */
  timeoutMs?: number | undefined;
}

export interface ApiResponse<T> {
  status: number;
  data: T;
  headers: Headers;
}

export interface Client {
  readonly config: ResolvedConfig;
  /**
   * Sends a call and reads its answer. While the browser says it is offline, the call waits
   * until it is back online and goes then; one that gets no answer while the browser says it is
   * offline goes again, unchanged (body, `Idempotency-Key`, token), once it is back. Its time
   * limit runs only while it is on its way, never during the wait.
   */
  request<T = undefined>(request: ApiRequest<T>): Promise<ApiResponse<T>>;
  /** This client's calls waiting for the network, for an offline notice. */
  readonly networkWaits: NetworkWaits;
  /** `{identity}` of the contract: the identity host followed by `/identity/api/v1`. */
  identityPath(path: string): string;
}

const NO_BODY_STATUSES = new Set([202, 204, 205]);

const isFormData = (body: unknown): body is FormData =>
  typeof FormData !== 'undefined' && body instanceof FormData;

/** A redirect answer: opaque in browsers (`redirect: 'manual'`), a plain 3xx elsewhere. */
const isRedirect = (response: Response) =>
  response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);

/** A failure with no answer at all: the network failed, or nothing came within the time limit. */
const isNoAnswer = (error: unknown) =>
  error instanceof GatehouseError &&
  (error.code === clientErrorCodes.network || error.code === clientErrorCodes.timeout);

/**
 * The one HTTP client: the contract's headers on every call, an injectable fetch, abort
 * through the caller's signal, every answer validated, every failure a GatehouseError.
 * Aborts are re-thrown as they are so callers can tell "cancelled" from "failed"; a call with
 * no answer within its time limit is `request.timeout`. Redirects are never followed: every
 * call carries the access token, and often the one-time token, which must not reach another origin.
 */
export function createClient(config: GatehouseConfig = {}): Client {
  const resolved = resolveConfig(config);
  const networkWaits = createNetworkWaits(resolved.connectivity);
  // Zod must never try `new Function` (strict CSP hosts): set once, before the first parse.
  z.neverCompile();

  function headersFor(request: ApiRequest<unknown>): Headers {
    const headers = new Headers({
      Accept: 'application/json',
      'Accept-Language': resolved.locale,
      'X-Client-Id': resolved.clientId,
      'X-Access-Token': resolved.accessToken,
    });
    if (request.body !== undefined && !isFormData(request.body))
      headers.set('Content-Type', 'application/json');
    if (request.ott) headers.set('One-Time-Token', request.ott);
    if (request.idempotencyKey) headers.set('Idempotency-Key', request.idempotencyKey);
    if (resolved.guestId) headers.set('X-Guest-Id', resolved.guestId);
    if (resolved.profilerContext.ggow)
      headers.set('X-Profiler-Ggow', resolved.profilerContext.ggow);
    if (resolved.profilerContext.mosc)
      headers.set('X-Profiler-Mosc', resolved.profilerContext.mosc);
    for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
    return headers;
  }

  // An identity host may be an origin of its own; only site-relative paths take the base URL.
  const urlFor = (path: string) =>
    /^https?:\/\//i.test(path) ? path : `${resolved.apiBaseUrl}${path}`;

  /** What a failure before the whole answer arrived becomes: the caller's abort as it is, or a GatehouseError. */
  function failedExchange(
    error: unknown,
    deadline: Deadline,
    request: ApiRequest<unknown>,
    status: number,
  ): unknown {
    if (deadline.expired)
      return new GatehouseError({ status: 0, code: clientErrorCodes.timeout, cause: error });
    if (isAbortError(error) || request.signal?.aborted) return error;
    return new GatehouseError({ status, code: clientErrorCodes.network, cause: error });
  }

  async function request<T>(request: ApiRequest<T>): Promise<ApiResponse<T>> {
    for (;;) {
      // Online, the request starts at once, in the caller's turn.
      if (!networkWaits.isOnline()) await networkWaits.untilOnline(request.signal);
      try {
        return await send(request);
      } catch (error) {
        // Online, a failure with no answer is shown (retryable): a down server or a blocked
        // origin looks the same, and waiting for ever would hide it behind "you're offline".
        if (!isNoAnswer(error) || networkWaits.isOnline()) throw error;
      }
    }
  }

  /** One try: the request on its way, its answer read, within its time limit. */
  async function send<T>(request: ApiRequest<T>): Promise<ApiResponse<T>> {
    // The answer's body counts too: a server that sends headers and then stalls is a hang as well.
    const deadline = startDeadline(
      request.timeoutMs ?? resolved.requestTimeoutMs,
      resolved.clock,
      request.signal,
    );
    let response: Response;
    let text: string;
    try {
      try {
        // Raced as well as signalled: an injected fetch may ignore the signal.
        response = await deadline.race(
          resolved.fetch(urlFor(request.path), {
            method: request.method,
            headers: headersFor(request),
            body:
              request.body === undefined || isFormData(request.body)
                ? request.body
                : JSON.stringify(request.body),
            credentials: request.credentials ?? 'same-origin',
            redirect: 'manual',
            signal: deadline.signal,
          }),
        );
      } catch (error) {
        throw failedExchange(error, deadline, request, 0);
      }
      if (isRedirect(response)) {
        // The body of a refused redirect is of no use; let the connection go.
        void response.body?.cancel().catch(() => undefined);
        throw new GatehouseError({
          status: response.status,
          code: clientErrorCodes.redirectRefused,
        });
      }
      try {
        text = await deadline.race(response.text());
      } catch (error) {
        throw failedExchange(error, deadline, request, response.status);
      }
    } finally {
      deadline.clear();
    }
    if (!response.ok) {
      const error = (request.errorFrom ?? parseErrorBody)(response.status, text);
      // Read by the polls: a 429 or 503 may say how long to wait before asking again.
      error.retryAfter = response.headers.get('Retry-After') ?? undefined;
      throw error;
    }
    if (!request.schema || (NO_BODY_STATUSES.has(response.status) && text.trim() === '')) {
      return { status: response.status, data: undefined as T, headers: response.headers };
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw unexpectedError(response.status, error);
    }
    const parsed = z.safeParse(request.schema, json);
    if (!parsed.success) throw unexpectedError(response.status, parsed.error);
    return { status: response.status, data: parsed.data, headers: response.headers };
  }

  return {
    config: resolved,
    request,
    networkWaits,
    identityPath: (path) => `${resolved.identityHost}/identity/api/v1${path}`,
  };
}
