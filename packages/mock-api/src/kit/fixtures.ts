import type { Challenge, OtpChannel, RequiredChallenge } from '@gatehouse-auth/core';

/** Every scenario account logs in with this password. */
export const MOCK_PASSWORD = 'Password123';

/** The one correct code for every SMS, WhatsApp, voice and authenticator challenge. */
export const MOCK_CODE = '111111';

export const primaryPhoneNumbers = [{ id: 11, type: 'PRIMARY' }];
export const maskedPhoneNumber = '+44 ••••• •••789';

export function phone(type: OtpChannel, challengeId?: string): Challenge {
  return {
    type,
    viewData: { attributes: { maskedPhoneNumber } },
    ...(challengeId ? { context: { version: 1, challengeId } } : {}),
    availablePhoneNumbers: primaryPhoneNumbers,
  };
}

export function totp(challengeId?: string): Challenge {
  return {
    type: 'TOTP',
    viewData: { attributes: {} },
    ...(challengeId ? { context: { version: 1, challengeId } } : {}),
  };
}

export const faceMatch: Challenge = {
  type: 'FACE_MATCH',
  viewData: { attributes: { showInApproveAnotherWay: false } },
};

/**
 * A challenge as a fixture describes it: core's `Challenge`, whose `viewData.attributes` may hold
 * the keys of a host's own challenge type too (for example `{ question }`).
 */
export type ChallengeFixture = Omit<Challenge, 'viewData'> & {
  viewData?: { attributes?: Readonly<Record<string, unknown>> | null } | null;
};

/**
 * A required challenge for `Scenario.challenges`: the token demands `primaryChallenge`, and
 * any of `alternatives` passes it as well.
 *
 * ```ts
 * required({ type: 'SECURITY_QUESTION', viewData: { attributes: { question: 'Your first school?' } } }, [
 *   { type: 'SMS', viewData: { attributes: { maskedPhoneNumber: '+44 ••••• •••789' } }, availablePhoneNumbers: [{ id: 11, type: 'PRIMARY' }] },
 * ])
 * ```
 */
export function required(
  primaryChallenge: ChallengeFixture,
  alternatives: readonly ChallengeFixture[] = [],
): RequiredChallenge {
  // Core's Challenge type names the built-in attribute keys only; the server may send others,
  // and the fixture keeps them as they are.
  return { required: true, primaryChallenge, alternatives: [...alternatives] } as RequiredChallenge;
}
