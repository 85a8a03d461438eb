/** The EMAIL_VERIFICATION challenge (SPEC.md §8's English where it gives it). */
export const emailVerificationMessages = {
  'emailVerification.title': 'Check your email',
  'emailVerification.text':
    "We've sent you an email with a link. Open it to confirm it's you, and this page will carry on by itself.",
  'emailVerification.textTo':
    "We've sent an email with a link to {email}. Open it to confirm it's you, and this page will carry on by itself.",
  'emailVerification.waiting': 'Waiting for you to open the link in the email…',
  'emailVerification.resend': 'Resend email',
  'emailVerification.resent': "We've resent the verification email to you, please check your inbox",
  'emailVerification.resendFailed':
    "Something went wrong. we're looking into it, please try again later",
  // The 20-minute limit (WCAG 2.2.1: warned, and extendable; after it, checked again on demand).
  'emailVerification.expiresSoon': "We'll stop waiting for you to open the link in a few seconds.",
  'emailVerification.keepWaiting': 'Keep waiting',
  'emailVerification.timedOutTitle': 'We stopped checking for now',
  'emailVerification.timedOut':
    'This page stopped checking. Open the link in the email, then check again.',
  'emailVerification.checkAgain': 'Check again',
} as const;

/** The method name of EMAIL_VERIFICATION on "Choose a 2-step verification method". */
export const emailVerificationMethodMessages = {
  'challenge.method.EMAIL_VERIFICATION': 'Email',
} as const;
