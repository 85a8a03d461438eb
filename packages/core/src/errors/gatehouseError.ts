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
// see it (a WeakMap rather than a #private field, whose es2020 lowering bundlers cannot drop).
const oneTimeTokens = /* @__PURE__ */ new WeakMap<GatehouseError, string | undefined>();

/**
 * Every failure the client reports: a non-2xx answer in any of the error-body shapes of the
 * contract, a 2xx answer that fails its schema, or a network failure.
 * `message` is the server's text, if any; the UI decides what to show.
 */
export class GatehouseError extends Error {
  // Declared and set in the constructor, in the order field definitions set them (the same own
  // properties): the build targets ES2020, where each class field, with or without an
  // initialiser, becomes a call of a define-property helper that ships with it.
  declare readonly name: 'GatehouseError';
  declare readonly status: number;
  declare readonly code: string;
  declare readonly serverMessage: string | undefined;
  declare readonly params: GatehouseErrorParams;
  declare readonly arguments: readonly string[];
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

/** Any thrown value as a GatehouseError: itself when it is one, else `unexpected.error` carrying it. */
export function asGatehouseError(cause: unknown): GatehouseError {
  return cause instanceof GatehouseError ? cause : unexpectedError(0, cause);
}
