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
} as const;
