// @gatehouse-auth/core/headless: the logic behind every screen, for a host that builds its own UI on
// Gatehouse's rules (another framework, or its own design system): one controller per built-in
// challenge and the store behind each widget. Each is a plain object or a zustand/vanilla store
// that talks to the server through the client; your UI renders its state and calls its actions.

// Each built-in challenge's logic, for a screen of your own.
export { createCodeChallenge } from './challenges/code/codeChallenge';
export type {
  CodeChallenge,
  CodeChallengeOptions,
  CodeChallengeState,
} from './challenges/code/codeChallenge';
export { createPasswordChallenge } from './challenges/password/passwordChallenge';
export type {
  PasswordChallenge,
  PasswordChallengeOptions,
  PasswordChallengeState,
} from './challenges/password/passwordChallenge';
export { createPhoneGuessChallenge } from './challenges/phoneGuess/phoneGuessChallenge';
export type {
  PhoneGuessChallenge,
  PhoneGuessChallengeOptions,
  PhoneGuessChallengeState,
} from './challenges/phoneGuess/phoneGuessChallenge';
export { createEmailVerificationChallenge } from './challenges/emailVerification/emailVerificationChallenge';
export type {
  EmailVerificationChallenge,
  EmailVerificationChallengeOptions,
  EmailVerificationState,
} from './challenges/emailVerification/emailVerificationChallenge';
export { createEmailCheckpointChallenge } from './challenges/emailCheckpoint/emailCheckpointChallenge';
export type {
  EmailCheckpointChallenge,
  EmailCheckpointChallengeOptions,
  EmailCheckpointState,
} from './challenges/emailCheckpoint/emailCheckpointChallenge';
export { createProfilerChallenge } from './challenges/profiler/profilerChallenge';
export type {
  ProfilerChallenge,
  ProfilerChallengeOptions,
  ProfilerChallengeState,
} from './challenges/profiler/profilerChallenge';
export { createPushChallenge } from './challenges/push/pushChallenge';
export type {
  PushChallenge,
  PushChallengeOptions,
  PushChallengeState,
} from './challenges/push/pushChallenge';
export { createPasskeyChallenge } from './challenges/passkey/passkeyChallenge';
export type {
  PasskeyChallenge,
  PasskeyChallengeOptions,
  PasskeyChallengeState,
} from './challenges/passkey/passkeyChallenge';
export { createFaceMatchChallenge } from './challenges/faceMatch/faceMatchChallenge';
export type {
  FaceMatchChallenge,
  FaceMatchChallengeOptions,
  FaceMatchChallengeState,
} from './challenges/faceMatch/faceMatchChallenge';
export { createSelfieChallenge } from './challenges/selfieWithId/selfieChallenge';
export type {
  SelfieChallenge,
  SelfieChallengeOptions,
  SelfieChallengeState,
} from './challenges/selfieWithId/selfieChallenge';

// The widgets' logic, for forms of your own.
export { createLoginStore } from './login/createLoginStore';
export type {
  LoginActions,
  LoginCredentials,
  LoginStore,
  LoginStoreOptions,
} from './login/createLoginStore';
export type { LoginAlert, LoginState, LoginVariant } from './login/loginState';
export { createSignupStore } from './signup/createSignupStore';
export type {
  CaptchaSource,
  SignupActions,
  SignupAlert,
  SignupState,
  SignupStore,
  SignupStoreOptions,
  SignupValues,
} from './signup/createSignupStore';
export { createCountriesStore } from './signup/createCountriesStore';
export type {
  CountriesActions,
  CountriesStore,
  CountriesStoreOptions,
} from './signup/createCountriesStore';
export { createSignupPhoneStore } from './signupPhone/createSignupPhoneStore';
export type {
  SignupPhoneActions,
  SignupPhoneStore,
  SignupPhoneStoreOptions,
} from './signupPhone/createSignupPhoneStore';
export type { SignupPhoneState, SignupPhoneStatus } from './signupPhone/signupPhoneState';
export { createAccountPhoneStore } from './accountPhone/createAccountPhoneStore';
export type {
  AccountPhoneActions,
  AccountPhoneStore,
  AccountPhoneStoreOptions,
} from './accountPhone/createAccountPhoneStore';
export type { AccountPhoneState, AccountPhoneStatus } from './accountPhone/accountPhoneState';
