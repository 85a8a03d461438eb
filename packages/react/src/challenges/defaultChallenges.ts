import type { ChallengeDefinitions } from '../registry/challengeDefinition';
import { changePhoneNumberChallenge } from './changePhoneNumber/definition';
import { smsChallenge, totpChallenge, voiceChallenge, whatsappChallenge } from './code/definition';
import { emailCheckpointChallenge } from './emailCheckpoint/definition';
import { emailVerificationChallenge } from './emailVerification/definition';
import { faceMatchChallenge } from './faceMatch/definition';
import { mandatoryResetPasswordChallenge } from './mandatoryResetPassword/definition';
import { passkeyChallenge } from './passkey/definition';
import { passwordChallenge } from './password/definition';
import { phoneGuessChallenge } from './phoneGuess/definition';
import { profilerChallenge } from './profiler/definition';
import { pushChallenge } from './push/definition';
import { selfieWithIdChallenge } from './selfieWithId/definition';
import { updatePhoneNumberChallenge } from './updatePhoneNumber/definition';

/**
 * Every built-in challenge, by server type: one definition each, kept beside its screen. The
 * common screens load with the challenge flow itself; face match, selfie with ID and the
 * phone-number change load when the server asks for them.
 */
export const defaultChallenges = {
  SMS: smsChallenge,
  WHATSAPP: whatsappChallenge,
  VOICE: voiceChallenge,
  TOTP: totpChallenge,
  EMAIL_VERIFICATION: emailVerificationChallenge,
  EMAIL_CHECKPOINT: emailCheckpointChallenge,
  PASSWORD: passwordChallenge,
  MANDATORY_RESET_PASSWORD: mandatoryResetPasswordChallenge,
  PHONE_GUESS: phoneGuessChallenge,
  PROFILER: profilerChallenge,
  PUSH: pushChallenge,
  PASSKEY: passkeyChallenge,
  FACE_MATCH: faceMatchChallenge,
  INITIATE_CHANGE_PHONE_NUMBER_FLOW: changePhoneNumberChallenge,
  UPDATE_PHONE_NUMBER: updatePhoneNumberChallenge,
  SELFIE_WITH_ID: selfieWithIdChallenge,
} satisfies ChallengeDefinitions;
