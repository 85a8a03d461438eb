import type { Challenge, OtpChannel, RequiredChallenge } from '@gatehouse/core';

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
  return { type: 'TOTP', viewData: { attributes: {} }, ...(challengeId ? { context: { version: 1, challengeId } } : {}) };
}

export const faceMatch: Challenge = { type: 'FACE_MATCH', viewData: { attributes: { showInApproveAnotherWay: false } } };

export function required(primaryChallenge: Challenge, alternatives: Challenge[] = []): RequiredChallenge {
  return { required: true, primaryChallenge, alternatives };
}

