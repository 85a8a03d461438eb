import type { ChallengeDefinitions } from '../registry/challengeDefinition';
import { changePhoneNumberDefinition } from './changePhoneNumber/changePhoneNumberDefinition';
import {
  smsDefinition,
  totpDefinition,
  voiceDefinition,
  whatsappDefinition,
} from './code/codeDefinitions';
import { emailCheckpointDefinition } from './emailCheckpoint/emailCheckpointDefinition';
import { emailVerificationDefinition } from './emailVerification/emailVerificationDefinition';
import { faceMatchDefinition } from './faceMatch/faceMatchDefinition';
import { mandatoryResetPasswordDefinition } from './mandatoryResetPassword/mandatoryResetPasswordDefinition';
import { passkeyDefinition } from './passkey/passkeyDefinition';
import { passwordDefinition } from './password/passwordDefinition';
import { phoneGuessDefinition } from './phoneGuess/phoneGuessDefinition';
import { profilerDefinition } from './profiler/profilerDefinition';
import { pushDefinition } from './push/pushDefinition';
import { selfieWithIdDefinition } from './selfieWithId/selfieWithIdDefinition';
import { updatePhoneNumberDefinition } from './updatePhoneNumber/updatePhoneNumberDefinition';

/**
 * Every built-in challenge, by server type: one definition each, kept beside its screen. The
 * common screens load with the challenge flow itself; face match, selfie with ID and the
 * phone-number change load when the server asks for them.
 */
export const defaultChallenges = {
  SMS: smsDefinition,
  WHATSAPP: whatsappDefinition,
  VOICE: voiceDefinition,
  TOTP: totpDefinition,
  EMAIL_VERIFICATION: emailVerificationDefinition,
  EMAIL_CHECKPOINT: emailCheckpointDefinition,
  PASSWORD: passwordDefinition,
  MANDATORY_RESET_PASSWORD: mandatoryResetPasswordDefinition,
  PHONE_GUESS: phoneGuessDefinition,
  PROFILER: profilerDefinition,
  PUSH: pushDefinition,
  PASSKEY: passkeyDefinition,
  FACE_MATCH: faceMatchDefinition,
  INITIATE_CHANGE_PHONE_NUMBER_FLOW: changePhoneNumberDefinition,
  UPDATE_PHONE_NUMBER: updatePhoneNumberDefinition,
  SELFIE_WITH_ID: selfieWithIdDefinition,
} satisfies ChallengeDefinitions;
