// The two pieces of @simplewebauthn/browser a passkey login uses. Loaded by webauthnCeremony on
// first use only.
export { startAuthentication, WebAuthnAbortService } from '@simplewebauthn/browser';
