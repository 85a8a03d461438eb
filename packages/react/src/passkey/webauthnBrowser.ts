// The two pieces of @simplewebauthn/browser a passkey login uses, imported by name so bundlers
// leave out the registration half. Loaded by webauthnCeremony on first use only.
export { startAuthentication, WebAuthnAbortService } from '@simplewebauthn/browser';
