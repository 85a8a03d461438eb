import { lazy } from 'react';
import type { ChallengeComponents } from './challengeComponent';

// Each challenge is its own chunk: a login page downloads only the one the server asks for.
const CodeChallenge = lazy(() => import('../challenges/code/CodeChallenge'));

export const defaultChallenges: ChallengeComponents = {
  SMS: CodeChallenge,
  WHATSAPP: CodeChallenge,
  VOICE: CodeChallenge,
  TOTP: CodeChallenge,
  EMAIL_VERIFICATION: lazy(() => import('../challenges/emailVerification/EmailVerificationChallenge')),
  EMAIL_CHECKPOINT: lazy(() => import('../challenges/emailCheckpoint/EmailCheckpointChallenge')),
  PASSWORD: lazy(() => import('../challenges/password/PasswordChallenge')),
  MANDATORY_RESET_PASSWORD: lazy(() => import('../challenges/mandatoryResetPassword/MandatoryResetPasswordChallenge')),
  PHONE_GUESS: lazy(() => import('../challenges/phoneGuess/PhoneGuessChallenge')),
  PROFILER: lazy(() => import('../challenges/profiler/ProfilerChallenge')),
  PUSH: lazy(() => import('../challenges/push/PushChallenge')),
  PASSKEY: lazy(() => import('../challenges/passkey/PasskeyChallenge')),
  FACE_MATCH: lazy(() => import('../challenges/faceMatch/FaceMatchChallenge')),
  INITIATE_CHANGE_PHONE_NUMBER_FLOW: lazy(() => import('../challenges/changePhoneNumber/ChangePhoneNumberChallenge')),
  UPDATE_PHONE_NUMBER: lazy(() => import('../challenges/updatePhoneNumber/UpdatePhoneNumberChallenge')),
  SELFIE_WITH_ID: lazy(() => import('../challenges/selfieWithId/SelfieWithIdChallenge')),
};
