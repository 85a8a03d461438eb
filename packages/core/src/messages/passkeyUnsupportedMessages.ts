/**
 * The browser-not-supported modal's texts, in a module of their own so that they load with the
 * modal, which few browsers ever show, rather than with the login form.
 */
export const passkeyUnsupportedMessages = {
  'passkey.unsupported.title': "Your browser doesn't support passkeys",
  'passkey.unsupported.message':
    'Passkeys work in the latest versions of Chrome, Edge, Safari and Firefox. Update your browser or log in with your email and password.',
  'passkey.unsupported.link': 'See supported browsers',
  'passkey.unsupported.close': 'Close',
} as const;
