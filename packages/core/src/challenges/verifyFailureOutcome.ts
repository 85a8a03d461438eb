import { clientErrorCodes, type GatehouseError } from '../errors/gatehouseError';

/** Where SPEC.md §8 sends the user once the password or phone-guess attempts are used up. */
export const LOGOUT_PATH = '/logout';

export const answerErrorCodes = {
  attemptLimit: 'attempt_limit_reached',
} as const;

/**
 * What a failed password or phone-guess verify leads to (SPEC.md §8):
 * - `logout`: attempt_limit_reached, the browser goes to /logout;
 * - `failure`: a server error without a body, handed to the flow's failure handler;
 * - `retry`: anything else (a wrong answer, a network blip), shown beside the field.
 */
export function verifyFailureOutcome(error: GatehouseError): 'logout' | 'failure' | 'retry' {
  if (error.code === answerErrorCodes.attemptLimit) return 'logout';
  // No error body we could read (empty, HTML) on a 5xx: nothing to show the user here.
  if (error.status >= 500 && error.code === clientErrorCodes.unexpected && error.serverMessage === undefined) return 'failure';
  return 'retry';
}
