import { lazy } from 'react';
import type { ChallengeComponents } from './challengeComponent';

// Each challenge is its own chunk: a login page downloads only the one the server asks for.
const CodeChallenge = /* @__PURE__ */ lazy(() => import('../challenges/code/CodeChallenge'));

export const defaultChallenges: ChallengeComponents = {
  SMS: CodeChallenge,
  WHATSAPP: CodeChallenge,
  VOICE: CodeChallenge,
  TOTP: CodeChallenge,
  EMAIL_VERIFICATION: /* @__PURE__ */ lazy(() => import('../challenges/emailVerification/EmailVerificationChallenge')),
  EMAIL_CHECKPOINT: /* @__PURE__ */ lazy(() => import('../challenges/emailCheckpoint/EmailCheckpointChallenge')),
  PASSWORD: /* @__PURE__ */ lazy(() => import('../challenges/password/PasswordChallenge')),
  MANDATORY_RESET_PASSWORD: /* @__PURE__ */ lazy(() => import('../challenges/mandatoryResetPassword/MandatoryResetPasswordChallenge')),
  PHONE_GUESS: /* @__PURE__ */ lazy(() => import('../challenges/phoneGuess/PhoneGuessChallenge')),
  PROFILER: /* @__PURE__ */ lazy(() => import('../challenges/profiler/ProfilerChallenge')),
  PUSH: /* @__PURE__ */ lazy(() => import('../challenges/push/PushChallenge')),
  PASSKEY: /* @__PURE__ */ lazy(() => import('../challenges/passkey/PasskeyChallenge')),
  FACE_MATCH: /* @__PURE__ */ lazy(() => import('../challenges/faceMatch/FaceMatchChallenge')),
  INITIATE_CHANGE_PHONE_NUMBER_FLOW: /* @__PURE__ */ lazy(() => import('../challenges/changePhoneNumber/ChangePhoneNumberChallenge')),
  UPDATE_PHONE_NUMBER: /* @__PURE__ */ lazy(() => import('../challenges/updatePhoneNumber/UpdatePhoneNumberChallenge')),
  SELFIE_WITH_ID: /* @__PURE__ */ lazy(() => import('../challenges/selfieWithId/SelfieWithIdChallenge')),
};
