/**
 * Step-up (SPEC.md §4 'Step-up request'): the approval modal around a sensitive call, and the
 * cool-off modal's fallback texts for a 403 whose body has no usable title or message.
 */
export const stepUpMessages = {
  'stepUp.title': "Confirm it's you",
  'stepUp.text': 'For your security, approve this action with your 2-step verification.',
  'stepUp.close': 'Close',
  // Above the list of what the approval is for: amounts, payees and summaries the host gave.
  'stepUp.approving': "You're approving",
  'stepUp.payee': 'To {payee}',
  'coolOff.title': 'This action is paused for now',
  'coolOff.message':
    'For your security, this action is not available for a while after recent changes to your account. Please try again later.',
  'coolOff.confirm': 'Got it',
} as const;
