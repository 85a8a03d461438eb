/**
 * Passkeys on the login form: the button, the browser-not-supported modal, and the close label
 * of the Modal primitive (which arrived with the unsupported modal).
 */
export const passkeyMessages = {
  'passkey.login.button': 'Log in with a passkey',
  'passkey.unsupported.title': "Your browser doesn't support passkeys",
  'passkey.unsupported.message':
    'Passkeys work in the latest versions of Chrome, Edge, Safari and Firefox. Update your browser or log in with your email and password.',
  'passkey.unsupported.link': 'See supported browsers',
  'passkey.unsupported.close': 'Close',
  'modal.close': 'Close',
} as const;
