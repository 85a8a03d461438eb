import type { ChallengeType } from '@gatehouse/core';
import { passkeysSupported } from '@gatehouse/core/forms';
import type { ChallengeComponents } from './challengeComponent';
import { defaultChallenges } from './defaultChallenges';

/**
 * Built-in challenges that only work where the browser can do them: the flow skips them (to
 * the next alternative) elsewhere. SPEC.md §5: a passkey only where passkey JSON parses.
 */
export const defaultAvailability: Partial<Record<ChallengeType, () => boolean>> = {
  PASSKEY: passkeysSupported,
};

/**
 * Whether the flow may offer `type`: a component is registered for it, and either the host
 * registered its own (it decides for itself) or the built-in one's check passes.
 */
export function isChallengeAvailable(type: ChallengeType, components: ChallengeComponents): boolean {
  const component = components[type];
  if (!component) return false;
  if (component !== defaultChallenges[type]) return true;
  return defaultAvailability[type]?.() ?? true;
}
