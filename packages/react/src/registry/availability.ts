import type { ChallengeDefinitions } from './challengeDefinition';
import type { HostCapabilities } from './hostCapabilities';

/**
 * Whether the flow may offer `type` on this page: a definition is registered for it, and its
 * `available` check (if any) passes for what the browser and the host offer.
 */
export function isChallengeAvailable(
  type: string,
  definitions: ChallengeDefinitions,
  host: HostCapabilities = {},
): boolean {
  const definition = definitions[type];
  if (!definition) return false;
  return definition.available?.(host) ?? true;
}
