/**
 * Passkeys on the login form: the button, and the close label of the Modal primitive (which
 * arrived with the unsupported modal).
 */
export const passkeyMessages = {
  'passkey.login.button': 'Log in with a passkey',
  'modal.close': 'Close',
} as const;
