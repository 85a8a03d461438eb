import { builtInChallenges } from './builtInChallenges';
import { findScenarioIn, type Scenario } from './kit/scenario';

export { MOCK_CODE, MOCK_PASSWORD } from './kit/fixtures';
export type { Scenario } from './kit/scenario';

/** Every built-in scenario account, as data: render an account picker or loop over them in tests. */
export const scenarios: readonly Scenario[] = builtInChallenges.flatMap(
  (challenge) => challenge.scenarios ?? [],
);

/** The built-in scenario for a login email, matched trimmed and in any case. */
export function findScenario(email: string): Scenario | undefined {
  return findScenarioIn(scenarios, email);
}
