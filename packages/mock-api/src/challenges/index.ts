import type { HttpHandler } from 'msw';
import type { RouteKit } from '../routeKit';
import type { Scenario } from '../scenarios';
import { captchaHandlers } from './captcha';
import { emailCheckpointHandlers, emailCheckpointScenarios } from './emailCheckpoint';
import { emailVerificationHandlers, emailVerificationScenarios } from './emailVerification';
import { faceMatchHandlers, faceMatchScenarios } from './faceMatch';
import { passwordHandlers, passwordScenarios } from './password';
import { passkeyHandlers, passkeyScenarios } from './passkey';
import { phoneGuessHandlers, phoneGuessScenarios } from './phoneGuess';
import { profilerHandlers, profilerScenarios } from './profiler';
import { pushHandlers, pushScenarios } from './push';
import { signupPhoneHandlers } from './signupPhone';
import { signupHandlers } from './signup';
import { socialHandlers, socialScenarios } from './social';
import { stepUpHandlers } from './stepUp';
import { accountPhoneHandlers } from './accountPhone';
import { selfieWithIdHandlers, selfieWithIdScenarios } from './selfieWithId';
import { phoneChangeHandlers, phoneChangeScenarios } from './phoneChange';

/** One challenge's routes, built with the shared route kit. */
export type ChallengeHandlers = (kit: RouteKit) => HttpHandler[];

// Each challenge registers its routes here, one line each.
export const challengeHandlers: readonly ChallengeHandlers[] = [
  captchaHandlers, // first: a login with the refused captcha token never reaches the login route
  signupHandlers, // before emailCheckpointHandlers: it answers the trigger sent without a one-time token
  emailVerificationHandlers,
  emailCheckpointHandlers,
  passwordHandlers,
  passkeyHandlers,
  phoneGuessHandlers,
  profilerHandlers,
  pushHandlers,
  faceMatchHandlers,
  signupPhoneHandlers,
  socialHandlers,
  stepUpHandlers,
  accountPhoneHandlers,
  selfieWithIdHandlers,
  phoneChangeHandlers,
];

// ...and its scenario accounts here.
export const challengeScenarios: readonly Scenario[] = [
  ...emailVerificationScenarios,
  ...emailCheckpointScenarios,
  ...passwordScenarios,
  ...passkeyScenarios,
  ...phoneGuessScenarios,
  ...profilerScenarios,
  ...pushScenarios,
  ...faceMatchScenarios,
  ...socialScenarios,
  ...selfieWithIdScenarios,
  ...phoneChangeScenarios,
];
