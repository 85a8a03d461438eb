/**
 * Turnstile's client-side error codes (six digits) and what to do about each class, SPEC.md §8.
 * `x` stands for any digit. Codes of no listed class, and anything that is not a code (Turnstile
 * passes a message for a bad render parameter), are shown and never retried.
 */
export type TurnstileErrorAction = 'retry' | 'show';

/** The classes of `patterns` (space-separated), each with `action`. */
const classes = (action: TurnstileErrorAction, patterns: string) =>
  patterns.split(' ').map((pattern) => ({ pattern, action }));

export const turnstileErrorClasses: ReadonlyArray<{
  pattern: string;
  action: TurnstileErrorAction;
}> = [
  // Not retried: a broken set-up (site key, domain, parameters) or a browser that cannot pass.
  ...classes(
    'show',
    '100xxx 105xxx 110100 110110 110200 110420 110430 110500 110510 120xxx 200010 200100',
  ),
  // Retried: passing failures a fresh challenge may get past.
  ...classes('retry', '102xxx 103xxx 104xxx 11060x 11062x 106xxx 300xxx 600xxx'),
];

/** A six-digit code of the class `pattern`, where `x` is any digit. */
const matches = (code: string, pattern: string) =>
  new RegExp(`^${pattern.replace(/x/g, '\\d')}$`).test(code);

/** `retry` only for the retryable classes; every other code, known or not, is shown. */
export function turnstileErrorAction(code: string): TurnstileErrorAction {
  return (
    turnstileErrorClasses.find((entry) => matches(code.trim(), entry.pattern))?.action ?? 'show'
  );
}
