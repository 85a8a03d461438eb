import type { ChallengeDefinitions } from './challengeDefinition';
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
 * Every built-in challenge type's definition, by server type: the registry for a flow driven from core
 * alone (`createFlowStore({ challenges: builtInChallengeDefinitions })`). A list, not a gate: add a
 * host's own types beside them. The React package assembles its own from its definitions.
 */
const definitions = {
  PUSH: pushDefinition,
  FACE_MATCH: faceMatchDefinition,
  PASSWORD: passwordDefinition,
  MANDATORY_RESET_PASSWORD: mandatoryResetPasswordDefinition,
  EMAIL_VERIFICATION: emailVerificationDefinition,
  SMS: smsDefinition,
  WHATSAPP: whatsappDefinition,
  VOICE: voiceDefinition,
  PHONE_GUESS: phoneGuessDefinition,
  SELFIE_WITH_ID: selfieWithIdDefinition,
  TOTP: totpDefinition,
  PROFILER: profilerDefinition,
  EMAIL_CHECKPOINT: emailCheckpointDefinition,
  UPDATE_PHONE_NUMBER: updatePhoneNumberDefinition,
  INITIATE_CHANGE_PHONE_NUMBER_FLOW: changePhoneNumberDefinition,
  PASSKEY: passkeyDefinition,
} satisfies ChallengeDefinitions;

export const builtInChallengeDefinitions: ChallengeDefinitions = definitions;

/** The key of a built-in challenge's text: every key its definition's `messages` holds. */
export type BuiltInChallengeMessageKey = {
  [Type in keyof typeof definitions]: keyof NonNullable<(typeof definitions)[Type]['messages']>;
}[keyof typeof definitions];
