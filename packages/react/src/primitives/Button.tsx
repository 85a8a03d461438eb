'use client';

import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from './useHydrated';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  /** Shows a busy state; the button stays focusable but does nothing. */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  loading = false,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  // A submit button in server-rendered HTML stays disabled until the widget hydrates: before
  // that nothing handles the submit, and the browser would send the form itself, as a GET with
  // every named field (the password too) in the page's address.
  const hydrated = useHydrated();
  return (
    <button
      {...rest}
      type={type}
      disabled={rest.disabled || (type === 'submit' && !hydrated)}
      className={['gh-button', `gh-button--${variant}`, className].filter(Boolean).join(' ')}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        // aria-disabled keeps focus on the button while it works, so block the action ourselves.
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? <span className="gh-spinner gh-spinner--inline" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
