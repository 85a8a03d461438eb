import type { GatehouseError } from './gatehouseError';

/** Codes that are expected in normal use and never sent to error monitoring. */
export const unreportedErrorCodes: readonly string[] = ['ott_not_found'];

/**
 * The host's error monitoring as every part of a flow feeds it: `reportError` without the codes
 * expected in normal use (`unreportedErrorCodes`). The one place that decides what is reported.
 */
export function errorMonitor(
  reportError: ((error: GatehouseError) => void) | undefined,
): (error: GatehouseError) => void {
  return (error) => {
    if (!unreportedErrorCodes.includes(error.code)) reportError?.(error);
  };
}
