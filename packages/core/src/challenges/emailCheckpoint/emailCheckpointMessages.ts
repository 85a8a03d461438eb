/** The EMAIL_CHECKPOINT challenge (SPEC.md §8's English where it gives it). */
export const emailCheckpointMessages = {
  'emailCheckpoint.title': 'Check your email',
  'emailCheckpoint.text':
    "We've sent you an email to make sure it's really you. Open the link in it, and this page will carry on by itself.",
  'emailCheckpoint.sending': 'Sending you an email…',
  'emailCheckpoint.waiting': 'Waiting for you to open the link in the email…',
  'emailCheckpoint.resend': 'Resend email',
  'emailCheckpoint.resent': "We've sent you another email.",
  'emailCheckpoint.expiresSoon': "We'll stop waiting for you to open the link in a few seconds.",
  'emailCheckpoint.keepWaiting': 'Keep waiting',
  'emailCheckpoint.triggerError': 'There was a problem on our end',
  'emailCheckpoint.error.title': 'Something went wrong',
  'emailCheckpoint.error.text': 'Please try logging in again.',
  'emailCheckpoint.error.done': 'Done',
} as const;

/** The method name of EMAIL_CHECKPOINT on "Choose a 2-step verification method". */
export const emailCheckpointMethodMessages = {
  'challenge.method.EMAIL_CHECKPOINT': 'Email',
} as const;
