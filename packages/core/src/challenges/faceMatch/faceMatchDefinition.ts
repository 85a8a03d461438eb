import type { ChallengeDefinition } from '../challengeDefinition';
import { faceMatchMessages, faceMatchMethodMessages } from './faceMatchMessages';

/**
 * FACE_MATCH: a video selfie checked against the account. A recovery route: behind "I don't have
 * any of these" unless the server flags it. It reads no attributes.
 */
export const faceMatchDefinition = {
  label: (t) => t('challenge.method.FACE_MATCH'),
  messages: { ...faceMatchMethodMessages, ...faceMatchMessages },
  recovery: true,
} satisfies ChallengeDefinition;
