/** A canned HTTP answer: a JSON body, an HTML body, or no body at all (no msw needed to describe one). */
export interface MockAnswer {
  status: number;
  json?: unknown;
  html?: string;
}

/** A single-error body of API.md §3. */
export function errorAnswer(status: number, code: string, message?: string): MockAnswer {
  return { status, json: message === undefined ? { code } : { code, message } };
}

/** What the real backend sends for a malformed request: the client shows its fallback text. */
export function unexpectedAnswer(status: number, message: string): MockAnswer {
  return errorAnswer(status, 'unexpected.error', message);
}
