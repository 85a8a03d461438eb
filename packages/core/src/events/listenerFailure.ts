import { clientErrorCodes, GatehouseError } from '../errors/gatehouseError';
import { callListener } from './callListener';
import type { GatehouseEvent, GatehouseEventListener } from './gatehouseEvent';

/**
 * What a host's `onEvent` threw, for the host's error monitoring (`reportError`) as
 * `event.listener_failed` with the thrown value as its `cause`; the console's when there is none.
 */
export function reportListenerFailure(
  cause: unknown,
  reportError: ((error: GatehouseError) => void) | undefined,
): void {
  const error = new GatehouseError({ status: 0, code: clientErrorCodes.eventListener, cause });
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
