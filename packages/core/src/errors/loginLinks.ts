/**
 * The host site's login pages that the login form and the login errors link to (SPEC.md §2),
 * relative to the host site.
 */
export const loginLinks = {
  resetPassword: '/login/forgot-password?utm_source=login',
  getHelp: '/help/contact/flows/logged-out/trouble-logging-in',
  troubleLoggingIn: '/help/flows/logged-out',
  contactHelp: '/help/contact/channels?issue=general-logged-out-login&topic=general-logged-out',
  appeal: '/appeals',
  reactivate: '/login/reactivate-account#intro?token=',
} as const;
