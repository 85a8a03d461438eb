/** The texts of the email verification and email checkpoint challenges (SPEC.md §8's English where it gives them). */
export const emailMessages = {
  // Email verification
  'emailVerification.title': 'Check your email',
  'emailVerification.text': "We've sent you an email with a link. Open it to confirm it's you, and this page will carry on by itself.",
  'emailVerification.textTo': "We've sent an email with a link to {email}. Open it to confirm it's you, and this page will carry on by itself.",
  'emailVerification.waiting': 'Waiting for you to open the link in the email…',
  'emailVerification.resend': 'Resend email',
  'emailVerification.resent': "We've resent the verification email to you, please check your inbox",
  'emailVerification.resendFailed': "Something went wrong. we're looking into it, please try again later",

  // Email checkpoint
  'emailCheckpoint.title': 'Check your email',
  'emailCheckpoint.text': "We've sent you an email to make sure it's really you. Open the link in it, and this page will carry on by itself.",
  'emailCheckpoint.sending': 'Sending you an email…',
  'emailCheckpoint.waiting': 'Waiting for you to open the link in the email…',
  'emailCheckpoint.resend': 'Resend email',
  'emailCheckpoint.resent': "We've sent you another email.",
  'emailCheckpoint.triggerError': 'There was a problem on our end',
  'emailCheckpoint.error.title': 'Something went wrong',
  'emailCheckpoint.error.text': 'Please try logging in again.',
  'emailCheckpoint.error.done': 'Done',
} as const;
