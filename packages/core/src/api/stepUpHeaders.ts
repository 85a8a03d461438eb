// The step-up headers of the HTTP contract: the step-up fetch reads and sends them, and the
// phone-number calls read the approval's verdict.

/** The step-up headers of API.md §6. */
export const stepUpHeaders = {
  /** Response: the one-time token to approve. Request: the approved token, on the retry. */
  approval: 'X-2FA-APPROVAL',
  /** The retried answer's verdict: 'APPROVED' or 'REJECTED'. */
  approvalResult: 'X-2FA-APPROVAL-RESULT',
  /** 'true' on a 403: the cool-off modal. */
  coolOff: 'x-cool-off',
} as const;

/** The retried answer's X-2FA-APPROVAL-RESULT, if any. */
export function approvalResult(response: Response): 'APPROVED' | 'REJECTED' | undefined {
  const value = response.headers.get(stepUpHeaders.approvalResult)?.trim().toUpperCase();
  return value === 'APPROVED' || value === 'REJECTED' ? value : undefined;
}
