import type { Challenge, OneTimeTokenProperties } from '../api/oneTimeToken';
import type { ChallengeDefinitions } from '../challenges/challengeDefinition';

export interface ChallengeSelection {
  /** null: no required challenge is left and the token is approved. */
  current: Challenge | null;
  /** The other ways to pass the current requirement, shown in "Choose a 2-step verification method". */
  alternatives: Challenge[];
  /** Recovery routes behind "I don't have any of these". */
  recovery: Challenge[];
}

/**
 * SPEC.md §4 challenge selection, from the registered definitions. The current challenge is the
 * first required challenge's primary when it may be offered, else its first alternative that
 * may. A type may be offered when a definition is registered for it, so unknown types (e.g.
 * BIOMETRIC) are never chosen; a UI registers only what its page can show.
 * Recovery challenges (`recovery: true`) stay out of the alternatives unless the server flags
 * them `showInApproveAnotherWay`; a definition with `recoversChannel` joins the recovery routes
 * when the step reaches the user through that channel.
 */
export function selectChallenges(
  properties: OneTimeTokenProperties,
  definitions: ChallengeDefinitions,
): ChallengeSelection {
  const required = (properties.challenges ?? []).find((entry) => entry.required !== false);
  if (!required) return { current: null, alternatives: [], recovery: [] };

  const isRecovery = (challenge: Challenge) => definitions[challenge.type]?.recovery === true;
  const step = [required.primaryChallenge, ...(required.alternatives ?? [])];
  const candidates = step.filter((c) => definitions[c.type] !== undefined);
  const current = candidates[0] ?? null;
  const others = candidates.filter((c) => c !== current);

  const alternatives = others.filter(
    (c) => !isRecovery(c) || c.viewData?.attributes?.showInApproveAnotherWay === true,
  );
  const recovery = others.filter((c) => isRecovery(c) && !alternatives.includes(c));

  // The channels the step reaches the user through, whether or not each challenge may be offered here.
  const channels = new Set(
    step.map((c) => definitions[c.type]?.channel).filter((channel) => channel !== undefined),
  );
  for (const [type, definition] of Object.entries(definitions)) {
    const rule = definition?.recoversChannel;
    if (
      rule &&
      rule.actionTypes.includes(properties.actionType) &&
      channels.has(rule.channel) &&
      !candidates.some((c) => c.type === type)
    ) {
      recovery.push({ type });
    }
  }
  return { current, alternatives, recovery };
}
