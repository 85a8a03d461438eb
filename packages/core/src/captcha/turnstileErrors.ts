/**
 * Turnstile's client-side error codes (six digits) and what to do about each class, SPEC.md §8.
 * `x` stands for any digit. Codes of no listed class, and anything that is not a code (Turnstile
 * passes a message for a bad render parameter), are shown and never retried.
 */
export type TurnstileErrorAction = 'retry' | 'show';

export const turnstileErrorClasses: ReadonlyArray<{
  pattern: string;
  action: TurnstileErrorAction;
}> = [
  // Not retried: a broken set-up (site key, domain, parameters) or a browser that cannot pass.
  { pattern: '100xxx', action: 'show' },
  { pattern: '105xxx', action: 'show' },
  { pattern: '110100', action: 'show' },
  { pattern: '110110', action: 'show' },
  { pattern: '110200', action: 'show' },
  { pattern: '110420', action: 'show' },
  { pattern: '110430', action: 'show' },
  { pattern: '110500', action: 'show' },
  { pattern: '110510', action: 'show' },
  { pattern: '120xxx', action: 'show' },
  { pattern: '200010', action: 'show' },
  { pattern: '200100', action: 'show' },
  // Retried: passing failures a fresh challenge may get past.
  { pattern: '102xxx', action: 'retry' },
  { pattern: '103xxx', action: 'retry' },
  { pattern: '104xxx', action: 'retry' },
  { pattern: '11060x', action: 'retry' },
  { pattern: '11062x', action: 'retry' },
  { pattern: '106xxx', action: 'retry' },
  { pattern: '300xxx', action: 'retry' },
  { pattern: '600xxx', action: 'retry' },
];

function matches(code: string, pattern: string): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  for (let index = 0; index < pattern.length; index += 1) {
    if (pattern[index] !== 'x' && pattern[index] !== code[index]) return false;
  }
  return true;
}

/** `retry` only for the retryable classes; every other code, known or not, is shown. */
export function turnstileErrorAction(code: string): TurnstileErrorAction {
  return (
    turnstileErrorClasses.find((entry) => matches(code.trim(), entry.pattern))?.action ?? 'show'
  );
}
