/**
 * Help and policy pages of SPEC.md §2 that the login options point to, relative to the host
 * site. Zod-free: the login form's first paint reads them.
 */
export const loginOptionLinks = {
  dataSharingPolicy: '/legal/data-sharing-policy',
  twoStepHelp: '/help/articles/2-step-login',
  /** For the phone flows (blocked number errors); not linked from the login form. */
  blockedPhoneNumber: '/help/articles/blocked-phone-number',
  supportedBrowsers: '/help/articles/supported-browsers',
} as const;
