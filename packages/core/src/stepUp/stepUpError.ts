export type StepUpErrorCode =
  | 'SCA_MODAL_CLOSED'
  | 'COOL_OFF_MODAL_CLOSED'
  | 'MISSING_OTT'
  | 'APPROVAL_REPEATED'
  | 'BODY_NOT_REPLAYABLE'
  | 'REDIRECT_REFUSED'
  | 'UNTRUSTED_ORIGIN'
  | 'ACTION_TYPE_REFUSED';

// For developers (logs, error trackers); the modals show texts from the messages catalogue.
const defaultMessages: Record<StepUpErrorCode, string> = {
  SCA_MODAL_CLOSED: 'The approval was closed before it finished.',
  COOL_OFF_MODAL_CLOSED: 'The request is in a cool-off period.',
  MISSING_OTT: 'Missing OTT',
  APPROVAL_REPEATED: 'The approved request asked for approval again.',
  BODY_NOT_REPLAYABLE:
    'The request body was a stream, already sent: it cannot be sent again after approval.',
  REDIRECT_REFUSED: 'The approved request was redirected; the redirect was not followed.',
  UNTRUSTED_ORIGIN: 'An origin not trusted to ask for approval asked for it.',
  ACTION_TYPE_REFUSED: 'The token to approve is a login or password reset token.',
};

// Private: the answer's headers hold the one-time token, and console.log or an error tracker
// copying fields must never see it (a WeakMap rather than a #private field, whose es2020
// lowering bundlers cannot drop).
const responses = /* @__PURE__ */ new WeakMap<StepUpError, Response | undefined>();

/** Why a step-up fetch did not give the caller an answer. */
export class StepUpError extends Error {
  // Declared and set in the constructor, like GatehouseError's.
  declare readonly name: 'StepUpError';
  declare readonly code: StepUpErrorCode;

  constructor(
    code: StepUpErrorCode,
    options: { message?: string; response?: Response; cause?: unknown } = {},
  ) {
    super(
      options.message ?? defaultMessages[code],
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'StepUpError';
    this.code = code;
    responses.set(this, options.response);
  }

  /** The answer that led here (the approval demand, the cool-off 403 or the redirect), body unread. */
  get response(): Response | undefined {
    return responses.get(this);
  }

  toJSON(): Record<string, unknown> {
    return { name: this.name, code: this.code, message: this.message };
  }
}

/**
 * Whether `value` is a StepUpError. Prefer it to `instanceof`: a CommonJS build holds one copy
 * of the class per entry point (`@gatehouse-auth/core` and `@gatehouse-auth/core/step-up`).
 */
export function isStepUpError(value: unknown): value is StepUpError {
  if (value instanceof StepUpError) return true;
  return (
    value instanceof Error &&
    value.name === 'StepUpError' &&
    typeof (value as { code?: unknown }).code === 'string'
  );
}
