'use client';

import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** The error under the field; it also marks the field invalid for assistive technology. */
  error?: string | null | undefined;
  /**
   * The error came without focus moving to the field (a server's refusal of what was sent): it
   * is an alert, read out as it appears. Without it the error is read with the field, where a
   * submit moves focus.
   */
  announceError?: boolean | undefined;
  hint?: ReactNode;
  /** Placed after the input, inside the field row (e.g. show/hide password). */
  adornment?: ReactNode;
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, announceError, hint, adornment, className, ...input },
  ref,
) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={['gh-field', error ? 'gh-field--invalid' : '', className]
        .filter(Boolean)
        .join(' ')}
    >
      <label className="gh-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="gh-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className="gh-field__row">
        <input
          ref={ref}
          id={id}
          className="gh-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {adornment}
      </div>
      {error ? (
        <p className="gh-field__error" id={errorId} role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
