import { attemptLimitMessages } from '../challenges/attemptLimitMessages';
import { phoneChangeMessages } from '../challenges/changePhoneNumber/phoneChangeMessages';
import { changePhoneNumberMethodMessages } from '../challenges/changePhoneNumber/spec';
import { codeMessages } from '../challenges/code/codeMessages';
import { codeMethodMessages } from '../challenges/code/spec';
import { emailCheckpointMessages } from '../challenges/emailCheckpoint/emailCheckpointMessages';
import { emailCheckpointMethodMessages } from '../challenges/emailCheckpoint/spec';
import { emailVerificationMessages } from '../challenges/emailVerification/emailVerificationMessages';
import { emailVerificationMethodMessages } from '../challenges/emailVerification/spec';
import { faceMatchMessages } from '../challenges/faceMatch/faceMatchMessages';
import { faceMatchMethodMessages } from '../challenges/faceMatch/spec';
import { resetPasswordMessages } from '../challenges/mandatoryResetPassword/resetPasswordMessages';
import { passkeyChallengeMessages } from '../challenges/passkey/passkeyChallengeMessages';
import { passkeyMethodMessages } from '../challenges/passkey/spec';
import { passwordMessages } from '../challenges/password/passwordMessages';
import { passwordMethodMessages } from '../challenges/password/spec';
import { phoneGuessMessages } from '../challenges/phoneGuess/phoneGuessMessages';
import { phoneGuessMethodMessages } from '../challenges/phoneGuess/spec';
import { profilerMessages } from '../challenges/profiler/profilerMessages';
import { pushMessages } from '../challenges/push/pushMessages';
import { pushMethodMessages } from '../challenges/push/spec';
import { selfieMessages } from '../challenges/selfieWithId/selfieMessages';
import { selfieMethodMessages } from '../challenges/selfieWithId/spec';
import { updatePhoneNumberMessages } from '../challenges/updatePhoneNumber/updatePhoneNumberMessages';
import { accountPhoneMessages } from './accountPhoneMessages';
import { challengeFlowMessages } from './challengeFlowMessages';
import { baseMessages, type Messages } from './defaultMessages';
import { passkeyUnsupportedMessages } from './passkeyUnsupportedMessages';
import { signupMessages } from './signupMessages';
import { signupPhoneMessages } from './signupPhoneMessages';
import { stepUpMessages } from './stepUpMessages';

/**
 * Every text Gatehouse shows, in SPEC.md's English, by key: the login form's texts and those of
 * every screen and challenge that loads on demand. For hosts (a translation starts from it) and checks.
 */
export const defaultMessages: Messages = {
  ...baseMessages,
  ...passkeyUnsupportedMessages,
  ...challengeFlowMessages,
  ...signupMessages,
  ...signupPhoneMessages,
  ...accountPhoneMessages,
  ...stepUpMessages,
  ...attemptLimitMessages,
  ...codeMessages,
  ...codeMethodMessages,
  ...passwordMessages,
  ...passwordMethodMessages,
  ...resetPasswordMessages,
  ...phoneGuessMessages,
  ...phoneGuessMethodMessages,
  ...emailVerificationMessages,
  ...emailVerificationMethodMessages,
  ...emailCheckpointMessages,
  ...emailCheckpointMethodMessages,
  ...profilerMessages,
  ...pushMessages,
  ...pushMethodMessages,
  ...passkeyChallengeMessages,
  ...passkeyMethodMessages,
  ...faceMatchMessages,
  ...faceMatchMethodMessages,
  ...selfieMessages,
  ...selfieMethodMessages,
  ...phoneChangeMessages,
  ...changePhoneNumberMethodMessages,
  ...updatePhoneNumberMessages,
};
