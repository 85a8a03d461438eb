import { clientErrorCodes, GatehouseError } from '../errors/gatehouseError';
import type { GatehouseEvent, GatehouseEventListener } from './gatehouseEvent';

/**
 * Hands `event` to the host's listener. A listener that throws never breaks a flow: what it
 * threw goes to the host's error monitoring (`reportError`) as `event.listener_failed`, or to
 * the console when there is none.
 */
export function callListener(
  listener: GatehouseEventListener | undefined,
  event: GatehouseEvent,
  reportError?: ((error: GatehouseError) => void) | undefined,
): void {
  try {
    listener?.(event);
  } catch (cause) {
    const error = new GatehouseError({ status: 0, code: clientErrorCodes.eventListener, cause });
    if (reportError) reportError(error);
    else console.error(error);
  }
}
