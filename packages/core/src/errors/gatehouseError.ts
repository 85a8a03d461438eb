/** Codes the client itself produces; the server's codes pass through unchanged. */
export const clientErrorCodes = {
  unexpected: 'unexpected.error',
  network: 'network.error',
  missingOtt: 'missing.ott',
  /** No answer within the time limit (`requestTimeoutMs`): a failure the user can retry, like a network error. */
  timeout: 'request.timeout',
  /** The server answered a redirect: the contract has none, and a token must never follow one to another origin. */
  redirectRefused: 'request.redirect_refused',
  /** The navigation gate refused even the library's own page: the page has no http(s) origin. */
  navigationRefused: 'navigation.refused',
} as const;

export type GatehouseErrorParams = Record<string, unknown>;

export interface GatehouseErrorInit {
  status: number;
  code: string;
  message?: string | undefined;
  params?: GatehouseErrorParams | undefined;
  oneTimeToken?: string | undefined;
  arguments?: readonly string[] | undefined;
  cause?: unknown;
}

// Kept off the instance, so console.log, util.inspect and error trackers that copy fields never
// see it.
const oneTimeTokens = new WeakMap<GatehouseError, string | undefined>();

/**
 * Every failure the client reports: a non-2xx answer in any of the error-body shapes of the
 * contract, a 2xx answer that fails its schema, or a network failure.
 * `message` is the server's text, if any; the UI decides what to show.
 */
export class GatehouseError extends Error {
  override readonly name: 'GatehouseError';
  readonly status: number;
  readonly code: string;
  readonly serverMessage: string | undefined;
  readonly params: GatehouseErrorParams;
  readonly arguments: readonly string[];
  /** The answer's `Retry-After` header (seconds or an HTTP date), set by the client when it sent one. */
  declare retryAfter?: string | undefined;

  constructor(init: GatehouseErrorInit) {
    super(init.message ?? init.code, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'GatehouseError';
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.message;
    this.params = init.params ?? {};
    oneTimeTokens.set(this, init.oneTimeToken);
    this.arguments = init.arguments ?? [];
  }

  /** The token some errors carry (e.g. self_reactivation_eligible); never enumerable. */
  get oneTimeToken(): string | undefined {
    return oneTimeTokens.get(this);
  }

  /** Tokens never reach logs: the one-time token is left out of the serialised form. */
  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      status: this.status,
      code: this.code,
      message: this.serverMessage,
      params: this.params,
    };
  }
}

export function isGatehouseError(value: unknown): value is GatehouseError {
  return value instanceof GatehouseError;
}

/** True for the DOMException fetch throws when its signal aborts. */
export function isAbortError(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { name?: unknown }).name === 'AbortError'
  );
}

/** A failure of the client's own, no answer of the server's: `code`, with the browser's `message` if any. */
export function clientError(code: string, message?: string): GatehouseError {
  return new GatehouseError({ status: 0, code, message });
}

export function unexpectedError(status: number, cause?: unknown): GatehouseError {
  return new GatehouseError({ status, code: clientErrorCodes.unexpected, cause });
}

/** The `name` of a thrown error (NotAllowedError, AbortError, TypeError…), if it has one. */
export function errorName(cause: unknown): string | undefined {
  const name = (cause as { name?: unknown } | null | undefined)?.name;
  return typeof name === 'string' ? name : undefined;
}

/** How `asGatehouseError` turns a thrown value that is no GatehouseError into one. */
export interface AsGatehouseErrorOptions {
  /** Its code; `unexpected.error` unless given. */
  code?: string | undefined;
  /**
   * Keep only the thrown error's name (NotAllowedError…) as the message, and not the value itself
   * as the `cause`: for a browser's or SDK's error, whose message may carry the user's data.
   */
  nameOnly?: boolean | undefined;
}

/**
 * Any thrown value as a GatehouseError: itself when it is one, else a client failure (status 0)
 * with `code` (`unexpected.error` unless given) that carries the value as its `cause`. Every
 * caught failure becomes a GatehouseError here.
 */
export function asGatehouseError(
  cause: unknown,
  options: AsGatehouseErrorOptions = {},
): GatehouseError {
  if (cause instanceof GatehouseError) return cause;
  const code = options.code ?? clientErrorCodes.unexpected;
  return options.nameOnly
    ? clientError(code, errorName(cause))
    : new GatehouseError({ status: 0, code, cause });
}
