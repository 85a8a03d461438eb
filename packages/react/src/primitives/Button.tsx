import type { ButtonHTMLAttributes } from 'react';

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
  return (
    <button
      {...rest}
      type={type}
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
