import { accountPhoneMock } from './accountPhone/accountPhone';
import { captchaMock } from './captcha/captcha';
import { changePhoneNumberMock } from './challenges/changePhoneNumber/changePhoneNumber';
import { codeMock } from './challenges/code/code';
import { emailCheckpointMock } from './challenges/emailCheckpoint/emailCheckpoint';
import { emailVerificationMock } from './challenges/emailVerification/emailVerification';
import { faceMatchMock } from './challenges/faceMatch/faceMatch';
import { passkeyMock } from './challenges/passkey/passkey';
import { passkeyEnrolmentMock } from './challenges/passkey/passkeyEnrolment';
import { passwordMock } from './challenges/password/password';
import { phoneGuessMock } from './challenges/phoneGuess/phoneGuess';
import { profilerMock } from './challenges/profiler/profiler';
import { pushMock } from './challenges/push/push';
import { selfieWithIdMock } from './challenges/selfieWithId/selfieWithId';
import type { MockChallenge } from './kit/mockChallenge';
import { loginMock } from './loginMock';
import { signupMock } from './signup/signup';
import { signupPhoneMock } from './signupPhone/signupPhone';
import { socialMock } from './social/social';
import { stepUpMock } from './stepUp/stepUp';

/**
 * Every built-in part of the mock backend, one line each. The order is msw's route order (the
 * first handler that answers wins) and the order of the `scenarios` list (the example app's
 * account picker shows it: the code accounts first, sms@ being where a visitor starts).
 * The challenge types sit in challenges/<name>/; the other parts (captcha, sign-up and its phone
 * number, social login, step-up, the account's phone numbers) in <name>/ beside this file. None
 * of them imports this module; it imports them all.
 */
export const builtInChallenges: readonly MockChallenge[] = [
  captchaMock, // first: a login with the refused captcha token never reaches the login route
  codeMock,
  loginMock,
  signupMock, // before emailCheckpointMock: it answers the trigger sent without a one-time token
  emailVerificationMock,
  emailCheckpointMock,
  passwordMock,
  passkeyMock,
  passkeyEnrolmentMock,
  phoneGuessMock,
  profilerMock,
  pushMock,
  faceMatchMock,
  signupPhoneMock,
  socialMock,
  stepUpMock,
  accountPhoneMock,
  selfieWithIdMock,
  changePhoneNumberMock,
];
