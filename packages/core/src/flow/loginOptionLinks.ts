/**
 * The host site's login pages that the login form and the login errors link to (SPEC.md §2),
 * relative to the host site. Here, apart from the error rules, because the form's first paint
 * reads them: a bundler assigns a whole module to a chunk, so importing these from
 * loginErrors.ts would put the error rules on the first paint too.
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
 * Zod-free: the login form's first paint reads it. The help pages only other screens link to
 * are in helpLinks.ts.
 */
export const loginOptionLinks = {
  dataSharingPolicy: '/legal/data-sharing-policy',
} as const;
