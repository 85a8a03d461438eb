import type { GatehouseEvent, GatehouseEventListener } from './gatehouseEvent';

/**
 * Hands `event` to a host's listener; whatever the listener throws goes to `failed`, never into
 * the flow that fired the event.
 */
export function callListener(
  listener: GatehouseEventListener | undefined,
  event: GatehouseEvent,
  failed: (cause: unknown) => void,
): void {
  try {
    listener?.(event);
  } catch (cause) {
    failed(cause);
  }
}
