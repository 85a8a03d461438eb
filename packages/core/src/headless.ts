// @gatehouse-auth/core/headless: the logic behind every screen, for a host that builds its own UI on
// Gatehouse's rules (another framework, or its own design system): one controller per built-in
// challenge and the store behind each widget. Each is a plain object or a zustand/vanilla store
// that talks to the server through the client; your UI renders its state and calls its actions.

// Each built-in challenge's logic, for a screen of your own.
export { createCodeController } from './challenges/code/codeController';
export type {
  CodeController,
  CodeControllerOptions,
  CodeControllerState,
} from './challenges/code/codeController';
export { createPasswordController } from './challenges/password/passwordController';
export type {
  PasswordController,
  PasswordControllerOptions,
  PasswordControllerState,
} from './challenges/password/passwordController';
export { createPhoneGuessController } from './challenges/phoneGuess/phoneGuessController';
export type {
  PhoneGuessController,
  PhoneGuessControllerOptions,
  PhoneGuessControllerState,
} from './challenges/phoneGuess/phoneGuessController';
export { createEmailVerificationController } from './challenges/emailVerification/emailVerificationController';
export type {
  EmailVerificationController,
  EmailVerificationControllerOptions,
  EmailVerificationControllerState,
} from './challenges/emailVerification/emailVerificationController';
export { createEmailCheckpointController } from './challenges/emailCheckpoint/emailCheckpointController';
export type {
  EmailCheckpointController,
  EmailCheckpointControllerOptions,
  EmailCheckpointControllerState,
} from './challenges/emailCheckpoint/emailCheckpointController';
export { createProfilerController } from './challenges/profiler/profilerController';
export type {
  ProfilerController,
  ProfilerControllerOptions,
  ProfilerControllerState,
} from './challenges/profiler/profilerController';
export { createPushController } from './challenges/push/pushController';
export type {
  PushController,
  PushControllerOptions,
  PushControllerState,
} from './challenges/push/pushController';
export { createPasskeyController } from './challenges/passkey/passkeyController';
export type {
  PasskeyController,
  PasskeyControllerOptions,
  PasskeyControllerState,
} from './challenges/passkey/passkeyController';
export { createFaceMatchController } from './challenges/faceMatch/faceMatchController';
export type {
  FaceMatchController,
  FaceMatchControllerOptions,
  FaceMatchControllerState,
} from './challenges/faceMatch/faceMatchController';
export { createSelfieWithIdController } from './challenges/selfieWithId/selfieWithIdController';
export type {
  SelfieWithIdController,
  SelfieWithIdControllerOptions,
  SelfieWithIdControllerState,
} from './challenges/selfieWithId/selfieWithIdController';

// The widgets' logic, for forms of your own.
export { createLoginStore } from './login/createLoginStore';
export type {
  LoginActions,
  LoginCredentials,
  LoginStore,
  LoginStoreOptions,
} from './login/createLoginStore';
export type { LoginAlert, LoginState, LoginVariant, PasskeyOfferStatus } from './login/loginState';
export type { PasskeyCreationCeremony } from './api/passkeyRegistration';
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
