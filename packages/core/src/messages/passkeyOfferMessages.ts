/**
 * The passkey offer after a phishable login (API.md §7), in a module of their own so that they
 * load with the offer's screen rather than with the login form.
 */
export const passkeyOfferMessages = {
  'passkey.offer.title': 'Log in faster next time',
  'passkey.offer.message':
    'A passkey lets you log in with your fingerprint, face or screen lock instead of a password, and it cannot be phished.',
  'passkey.offer.create': 'Create a passkey',
  'passkey.offer.notNow': 'Not now',
  'passkey.offer.creating': 'Creating your passkey…',
  'passkey.offer.created': 'Passkey created',
} as const;
