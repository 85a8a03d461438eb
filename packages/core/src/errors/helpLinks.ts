/**
 * Help pages of SPEC.md §2 that only screens loaded on demand link to (the method list, the
 * passkey-unsupported modal, the phone settings), relative to the host site.
 */
export const helpLinks = {
  twoStepHelp: '/help/articles/2-step-login',
  /** For the phone flows (blocked number errors). */
  blockedPhoneNumber: '/help/articles/blocked-phone-number',
  supportedBrowsers: '/help/articles/supported-browsers',
} as const;
