import { asGatehouseError, type GatehouseError } from '../errors/gatehouseError';
import { callListener } from './callListener';
import type { GatehouseEvent, GatehouseEventListener } from './gatehouseEvent';

/**
 * What a host's `onEvent` threw, for the host's error monitoring (`reportError`) the way every
 * other thrown value reaches it: `asGatehouseError` (`unexpected.error`, the thrown value as its
 * `cause`). The console's when there is none.
 */
export function reportListenerFailure(
  cause: unknown,
  reportError: ((error: GatehouseError) => void) | undefined,
): void {
  const error = asGatehouseError(cause);
  if (reportError) reportError(error);
  else console.error(error);
}

/** A store's `emit`: to the host's listener, whose failures go to its error monitoring. */
export function emitterFor(
  listener: GatehouseEventListener | undefined,
  reportError: ((error: GatehouseError) => void) | undefined,
): (event: GatehouseEvent) => void {
  return (event) =>
    callListener(listener, event, (cause) => reportListenerFailure(cause, reportError));
}
