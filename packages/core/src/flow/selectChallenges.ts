import type { Challenge, OneTimeTokenProperties } from '../api/oneTimeToken';
import { isOtpChannel } from '../challenges/code/codeCalls';

/** Recovery challenges stay out of "approve another way" unless the server flags them. */
export const recoveryChallengeTypes: readonly string[] = ['FACE_MATCH', 'INITIATE_CHANGE_PHONE_NUMBER_FLOW'];

export const loginActionTypes: readonly string[] = ['IDENTITY__LOGIN', 'IDENTITY__SOCIAL_LOGIN'];

export interface ChallengeSelection {
  /** null: no required challenge is left and the token is approved. */
  current: Challenge | null;
  /** The other ways to pass the current requirement, shown in "Choose a 2-step verification method". */
  alternatives: Challenge[];
  /** Recovery routes behind "I don't have any of these". */
  recovery: Challenge[];
}

export const changePhoneNumberChallenge: Challenge = { type: 'INITIATE_CHANGE_PHONE_NUMBER_FLOW' };

function isRecovery(challenge: Challenge): boolean {
  return recoveryChallengeTypes.includes(challenge.type);
}

/**
 * SPEC.md §4 challenge selection. The current challenge is the first required challenge's
 * primary when supported, else its first supported alternative. `isSupported` is the
 * registry's answer, so unknown types (e.g. BIOMETRIC) are never chosen.
 */
export function selectChallenges(
  properties: OneTimeTokenProperties,
  isSupported: (type: string) => boolean,
): ChallengeSelection {
  const required = (properties.challenges ?? []).find((entry) => entry.required !== false);
  if (!required) return { current: null, alternatives: [], recovery: [] };

  const candidates = [required.primaryChallenge, ...(required.alternatives ?? [])].filter((c) => isSupported(c.type));
  const current = candidates[0] ?? null;
  const others = candidates.filter((c) => c !== current);

  const alternatives = others.filter((c) => !isRecovery(c) || c.viewData?.attributes?.showInApproveAnotherWay === true);
  const recovery = others.filter((c) => isRecovery(c) && !alternatives.includes(c));

  const hasOtp = [required.primaryChallenge, ...(required.alternatives ?? [])].some((c) => isOtpChannel(c.type));
  const hasPhoneChange = candidates.some((c) => c.type === changePhoneNumberChallenge.type);
  if (
    loginActionTypes.includes(properties.actionType) &&
    hasOtp &&
    !hasPhoneChange &&
    isSupported(changePhoneNumberChallenge.type)
  ) {
    recovery.push(changePhoneNumberChallenge);
  }
  return { current, alternatives, recovery };
}
