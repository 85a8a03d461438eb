/** The texts of the push approval challenge: the waiting screen and the push error screen. */
export const pushMessages = {
  'push.title': 'Approve the notification on your phone',
  'push.text':
    "We've sent a notification to your phone. Open it and approve the request to continue.",
  'push.sending': 'Sending a notification to your phone…',
  'push.waiting': 'Waiting for your approval…',
  // Number matching: the phone app offers several numbers; the user picks the one shown here.
  'push.numberMatch.text':
    'Open the notification on your phone and choose this number to approve the request:',
  'push.numberMatch.label': 'Number to choose',
  'push.notReceived': "I haven't received a notification",
  'push.resent': "We've sent you a new notification.",
  'push.expiresSoon': "We'll stop waiting for your approval in a few seconds.",
  'push.keepWaiting': 'Keep waiting',
  'push.error.title': "We couldn't verify it's you",
  'push.error.denied': 'The request was declined on your phone.',
  'push.error.timedOut': "We didn't get an answer from your phone in time.",
  'push.error.sendFailed': "We couldn't send a notification to your phone.",
  'push.error.tryAgain': 'Try again',
} as const;

/** The method name of PUSH on "Choose a 2-step verification method". */
export const pushMethodMessages = {
  'challenge.method.PUSH': 'Notification on your phone',
} as const;
