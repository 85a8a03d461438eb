import type { ChallengeDefinitions } from './challengeDefinition';
import type { HostCapabilities } from './hostCapabilities';

/**
 * The definitions the flow may offer on this page: those whose `available` check passes. The
 * flow store gets only these, so core never asks the UI what it can show.
 */
export function availableDefinitions(
  definitions: ChallengeDefinitions,
  host: HostCapabilities,
): ChallengeDefinitions {
  // A registered definition is offered unless its `available` check says the page cannot.
  return Object.fromEntries(
    Object.entries(definitions).filter(
      ([, definition]) => definition !== undefined && (definition.available?.(host) ?? true),
    ),
  );
}
