/** MANDATORY_RESET_PASSWORD: the notice's defaults when the challenge sends no title or message. */
export const resetPasswordMessages = {
  'resetPassword.title': 'Reset your password',
  'resetPassword.message': 'For your security, you need to set a new password.',
  'resetPassword.link': 'Reset password',
} as const;
