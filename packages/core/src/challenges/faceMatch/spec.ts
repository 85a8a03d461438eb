import type { ChallengeSpec } from '../challengeSpec';
import { faceMatchMessages } from './faceMatchMessages';

/** The method name of FACE_MATCH on "Choose a 2-step verification method". */
export const faceMatchMethodMessages = { 'challenge.method.FACE_MATCH': 'Video selfie' } as const;

/**
 * FACE_MATCH: a video selfie checked against the account. A recovery route: behind "I don't have
 * any of these" unless the server flags it. It reads no attributes.
 */
export const faceMatchSpec: ChallengeSpec = {
  label: (t) => t('challenge.method.FACE_MATCH'),
  messages: { ...faceMatchMethodMessages, ...faceMatchMessages },
  recovery: true,
};
