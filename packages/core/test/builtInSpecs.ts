import { builtInChallengeSpecs } from '../src/challenges/builtInChallengeSpecs';
import type { ChallengeSpecs } from '../src/challenges/challengeSpec';

export const builtInSpecs = builtInChallengeSpecs;

/** The built-in specs limited to `types`. */
export function onlySpecs(
  types: readonly string[],
  specs: ChallengeSpecs = builtInChallengeSpecs,
): ChallengeSpecs {
  return Object.fromEntries(types.map((type) => [type, specs[type]]));
}
