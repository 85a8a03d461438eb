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

/**
 * The policy page of SPEC.md §2 that the login options point to, relative to the host site.
 * The help pages only other screens link to are in helpLinks.ts.
 */
export const loginOptionLinks = {
  dataSharingPolicy: '/legal/data-sharing-policy',
} as const;
