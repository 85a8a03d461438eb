/**
 * Passkeys on the login form: the button, the deleted passkey's alert, and the close label of the Modal primitive (which
 * arrived with the unsupported modal).
 */
export const passkeyMessages = {
  'passkey.login.button': 'Log in with a passkey',
  'modal.close': 'Close',
  /** A passkey login refused because the server no longer holds the credential (it was deleted). */
  'passkey.login.credentialUnknown':
    "This passkey is no longer linked to your account, so your browser won't offer it again. Log in with your email and password instead.",
} as const;
