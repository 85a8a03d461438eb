import { builtInChallengeDefinitions } from '../src/challenges/builtInChallengeDefinitions';
import type { ChallengeDefinitions } from '../src/challenges/challengeDefinition';

export const builtInDefinitions = builtInChallengeDefinitions;

/** The built-in definitions limited to `types`. */
export function onlySpecs(
  types: readonly string[],
  definitions: ChallengeDefinitions = builtInChallengeDefinitions,
): ChallengeDefinitions {
  return Object.fromEntries(types.map((type) => [type, definitions[type]]));
}
