import type { ChallengeSpecs } from '../src/challenges/challengeSpec';
import { changePhoneNumberSpec } from '../src/challenges/changePhoneNumber/spec';
import { smsSpec, totpSpec, voiceSpec, whatsappSpec } from '../src/challenges/code/spec';
import { emailCheckpointSpec } from '../src/challenges/emailCheckpoint/spec';
import { emailVerificationSpec } from '../src/challenges/emailVerification/spec';
import { faceMatchSpec } from '../src/challenges/faceMatch/spec';
import { mandatoryResetPasswordSpec } from '../src/challenges/mandatoryResetPassword/spec';
import { passkeySpec } from '../src/challenges/passkey/spec';
import { passwordSpec } from '../src/challenges/password/spec';
import { phoneGuessSpec } from '../src/challenges/phoneGuess/spec';
import { profilerSpec } from '../src/challenges/profiler/spec';
import { pushSpec } from '../src/challenges/push/spec';
import { selfieWithIdSpec } from '../src/challenges/selfieWithId/spec';
import { updatePhoneNumberSpec } from '../src/challenges/updatePhoneNumber/spec';

/** Every built-in challenge type's spec, by server type: what the React package registers by default. */
export const builtInSpecs: ChallengeSpecs = {
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

/** `specs` limited to `types`. */
export function onlySpecs(types: readonly string[], specs: ChallengeSpecs = builtInSpecs): ChallengeSpecs {
  return Object.fromEntries(types.map((type) => [type, specs[type]]));
}
