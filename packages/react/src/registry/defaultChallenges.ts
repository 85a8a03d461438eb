import { changePhoneNumberChallenge } from '../challenges/changePhoneNumber/definition';
import {
  smsChallenge,
  totpChallenge,
  voiceChallenge,
  whatsappChallenge,
} from '../challenges/code/definition';
import { emailCheckpointChallenge } from '../challenges/emailCheckpoint/definition';
import { emailVerificationChallenge } from '../challenges/emailVerification/definition';
import { faceMatchChallenge } from '../challenges/faceMatch/definition';
import { mandatoryResetPasswordChallenge } from '../challenges/mandatoryResetPassword/definition';
import { passkeyChallenge } from '../challenges/passkey/definition';
import { passwordChallenge } from '../challenges/password/definition';
import { phoneGuessChallenge } from '../challenges/phoneGuess/definition';
import { profilerChallenge } from '../challenges/profiler/definition';
import { pushChallenge } from '../challenges/push/definition';
import { selfieWithIdChallenge } from '../challenges/selfieWithId/definition';
import { updatePhoneNumberChallenge } from '../challenges/updatePhoneNumber/definition';
import type { ChallengeDefinitions } from './challengeDefinition';

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
