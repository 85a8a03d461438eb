import type { ChallengeSpecs } from './challengeSpec';
import { changePhoneNumberSpec } from './changePhoneNumber/spec';
import { smsSpec, totpSpec, voiceSpec, whatsappSpec } from './code/spec';
import { emailCheckpointSpec } from './emailCheckpoint/spec';
import { emailVerificationSpec } from './emailVerification/spec';
import { faceMatchSpec } from './faceMatch/spec';
import { mandatoryResetPasswordSpec } from './mandatoryResetPassword/spec';
import { passkeySpec } from './passkey/spec';
import { passwordSpec } from './password/spec';
import { phoneGuessSpec } from './phoneGuess/spec';
import { profilerSpec } from './profiler/spec';
import { pushSpec } from './push/spec';
import { selfieWithIdSpec } from './selfieWithId/spec';
import { updatePhoneNumberSpec } from './updatePhoneNumber/spec';

/**
 * Every built-in challenge type's spec, by server type: the registry for a flow driven from core
 * alone (`createFlowStore({ challenges: builtInChallengeSpecs })`). A list, not a gate: add a
 * host's own types beside them. The React package assembles its own from its definitions.
 */
export const builtInChallengeSpecs: ChallengeSpecs = {
  PUSH: pushSpec,
  FACE_MATCH: faceMatchSpec,
  PASSWORD: passwordSpec,
  MANDATORY_RESET_PASSWORD: mandatoryResetPasswordSpec,
  EMAIL_VERIFICATION: emailVerificationSpec,
  SMS: smsSpec,
  WHATSAPP: whatsappSpec,
  VOICE: voiceSpec,
  PHONE_GUESS: phoneGuessSpec,
  SELFIE_WITH_ID: selfieWithIdSpec,
  TOTP: totpSpec,
  PROFILER: profilerSpec,
  EMAIL_CHECKPOINT: emailCheckpointSpec,
  UPDATE_PHONE_NUMBER: updatePhoneNumberSpec,
  INITIATE_CHANGE_PHONE_NUMBER_FLOW: changePhoneNumberSpec,
  PASSKEY: passkeySpec,
};
