/**
 * Passkeys: the login button, the browser-not-supported modal, the PASSKEY challenge screen,
 * and the close label of the Modal primitive (which arrived with the unsupported modal).
 */
export const passkeyMessages = {
  'passkey.login.button': 'Log in with a passkey',
  'passkey.unsupported.title': "Your browser doesn't support passkeys",
  'passkey.unsupported.message':
    'Passkeys work in the latest versions of Chrome, Edge, Safari and Firefox. Update your browser or log in with your email and password.',
  'passkey.unsupported.link': 'See supported browsers',
  'passkey.unsupported.close': 'Close',
  'passkey.challenge.title': 'Use your passkey',
  'passkey.challenge.text': "Confirm it's you with the passkey saved on this device or your password manager.",
  'passkey.challenge.continue': 'Continue with passkey',
  'passkey.challenge.verifying': 'Waiting for your passkey…',
  'passkey.challenge.approveAnotherWay': 'Approve another way',
  'modal.close': 'Close',
} as const;
