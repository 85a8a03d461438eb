// The built-in screens a login commonly meets, loaded as one chunk when the first of them is
// shown. Each is small (1–3 KiB gzip); as separate chunks they cost more in total (gzip starts
// over for each, and each chunk re-imports what it shares) than together. The heavy screens
// (face match, selfie with ID) and the rare phone-number recovery keep chunks of their own.
export { default as CodeChallenge } from './code/CodeChallenge';
export { default as EmailCheckpointChallenge } from './emailCheckpoint/EmailCheckpointChallenge';
export { default as EmailVerificationChallenge } from './emailVerification/EmailVerificationChallenge';
export { default as MandatoryResetPasswordChallenge } from './mandatoryResetPassword/MandatoryResetPasswordChallenge';
export { default as PasskeyChallenge } from './passkey/PasskeyChallenge';
export { default as PasswordChallenge } from './password/PasswordChallenge';
export { default as PhoneGuessChallenge } from './phoneGuess/PhoneGuessChallenge';
export { default as ProfilerChallenge } from './profiler/ProfilerChallenge';
export { default as PushChallenge } from './push/PushChallenge';
