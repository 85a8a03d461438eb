import { attemptLimitMessages } from '../challenges/attemptLimitMessages';
import {
  phoneChangeMessages,
  changePhoneNumberMethodMessages,
} from '../challenges/changePhoneNumber/phoneChangeMessages';
import { codeMessages, codeMethodMessages } from '../challenges/code/codeMessages';
import {
  emailCheckpointMessages,
  emailCheckpointMethodMessages,
} from '../challenges/emailCheckpoint/emailCheckpointMessages';
import {
  emailVerificationMessages,
  emailVerificationMethodMessages,
} from '../challenges/emailVerification/emailVerificationMessages';
import {
  faceMatchMessages,
  faceMatchMethodMessages,
} from '../challenges/faceMatch/faceMatchMessages';
import { resetPasswordMessages } from '../challenges/mandatoryResetPassword/resetPasswordMessages';
import {
  passkeyChallengeMessages,
  passkeyMethodMessages,
} from '../challenges/passkey/passkeyChallengeMessages';
import { passwordMessages, passwordMethodMessages } from '../challenges/password/passwordMessages';
import {
  phoneGuessMessages,
  phoneGuessMethodMessages,
} from '../challenges/phoneGuess/phoneGuessMessages';
import { profilerMessages } from '../challenges/profiler/profilerMessages';
import { pushMessages, pushMethodMessages } from '../challenges/push/pushMessages';
import { selfieMessages, selfieMethodMessages } from '../challenges/selfieWithId/selfieMessages';
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
