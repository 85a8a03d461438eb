'use client';

import { cleanMissingNumbers } from '@gatehouse-auth/core/internal/challenges/phoneGuess/phoneGuessController';
import { forwardRef, useId } from 'react';
import { useMessages } from '../../messages/useMessages';
import { pastedValue } from '../../primitives/pastedValue';

export interface MissingDigitsFieldProps {
  /** The digits shown before the input, e.g. "+44 77". */
  first: string | undefined;
  /** The digits shown after it, e.g. "89". */
  last: string | undefined;
  /** How many digits are hidden; the input never holds more. */
  count: number | undefined;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null | undefined;
  /** The error is a server's refusal: read out as it appears (see TextField). */
  announceError?: boolean | undefined;
  disabled?: boolean;
}

/**
 * The phone number with a gap: "+44 77 [______] 89". The known digits are shown around the
 * input and, for screen readers, said once in its description rather than read as stray text.
 */
export const MissingDigitsField = forwardRef<HTMLInputElement, MissingDigitsFieldProps>(
  function MissingDigitsField(
    { first, last, count, value, onValueChange, error, announceError, disabled },
    ref,
  ) {
    const t = useMessages();
    const id = useId();
    const hintId = count === undefined ? undefined : `${id}-hint`;
    const patternId = first || last ? `${id}-pattern` : undefined;
    const errorId = error ? `${id}-error` : undefined;
    const describedBy = [hintId, patternId, errorId].filter(Boolean).join(' ') || undefined;
    const pattern =
      first && last
        ? t('phoneGuess.pattern', { first, last })
        : first
          ? t('phoneGuess.startsWith', { first })
          : last
            ? t('phoneGuess.endsWith', { last })
            : null;

    return (
      <div
        className={['gh-field', 'gh-phone-guess', error ? 'gh-field--invalid' : '']
          .filter(Boolean)
          .join(' ')}
      >
        <label className="gh-field__label" htmlFor={id}>
          {t('phoneGuess.label')}
        </label>
        {hintId ? (
          <p className="gh-field__hint" id={hintId}>
            {t('phoneGuess.hint', { count: count ?? 0 })}
          </p>
        ) : null}
        {/* A phone number reads left to right, known digits and gap alike, in any language. */}
        <div className="gh-field__row" dir="ltr">
          {first ? (
            <span className="gh-phone-guess__known" aria-hidden="true">
              {first}
            </span>
          ) : null}
          <input
            ref={ref}
            id={id}
            className="gh-field__input gh-phone-guess__input"
            name="missingNumbers"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            required
            size={count ?? 6}
            disabled={disabled}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onValueChange(cleanMissingNumbers(event.target.value, count))}
            // Taken whole, so "00 90-01" is cleaned before it is cut to the hidden count.
            onPaste={(event) =>
              onValueChange(cleanMissingNumbers(pastedValue(event, value), count))
            }
          />
          {last ? (
            <span className="gh-phone-guess__known" aria-hidden="true">
              {last}
            </span>
          ) : null}
        </div>
        {pattern ? (
          <span className="gh-visually-hidden" id={patternId}>
            {pattern}
          </span>
        ) : null}
        {error ? (
          <p className="gh-field__error" id={errorId} role={announceError ? 'alert' : undefined}>
            {error}
          </p>
        ) : null}
      </div>
    );
  },
);
