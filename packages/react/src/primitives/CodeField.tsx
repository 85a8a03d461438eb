import { cleanCode, CODE_LENGTH } from '@gatehouse-auth/core/forms';
import { forwardRef, type ReactNode } from 'react';
import { pastedValue } from './pastedValue';
import { TextField } from './TextField';

export interface CodeFieldProps {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null | undefined;
  /** The error is a server's refusal: read out as it appears (see TextField). */
  announceError?: boolean | undefined;
  hint?: ReactNode;
  disabled?: boolean;
  /** Called once the sixth digit is in, e.g. to submit the form. */
  onComplete?: (value: string) => void;
}

/**
 * The verification code input: numeric keypad, `one-time-code` autofill, pasted codes
 * cleaned of spaces and dashes, leading zeros kept (it is text, never a number).
 */
export const CodeField = /* @__PURE__ */ forwardRef<HTMLInputElement, CodeFieldProps>(
  function CodeField(
    { label, value, onValueChange, onBlur, error, announceError, hint, disabled, onComplete },
    ref,
  ) {
    const accept = (raw: string) => {
      const next = cleanCode(raw).slice(0, CODE_LENGTH);
      onValueChange(next);
      if (next.length === CODE_LENGTH && /^\d+$/.test(next) && next !== value) onComplete?.(next);
    };
    return (
      <TextField
        ref={ref}
        label={label}
        hint={hint}
        error={error}
        announceError={announceError}
        value={value}
        disabled={disabled}
        name="code"
        type="text"
        inputMode="numeric"
        dir="ltr"
        autoComplete="one-time-code"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={CODE_LENGTH}
        className="gh-field--code"
        onChange={(event) => accept(event.target.value)}
        // maxLength would cut "123 456" to "123 45" before cleaning: the paste is taken whole.
        onPaste={(event) => accept(pastedValue(event, value))}
        onBlur={onBlur}
      />
    );
  },
);
