import type { ReactNode } from 'react';

export interface AlertProps {
  tone?: 'error' | 'info' | 'success';
  children: ReactNode;
  /** Links or buttons that follow the message. */
  actions?: ReactNode;
}

/**
 * A message announced when it appears: errors assertively, the rest politely. An error also
 * shows a warning sign (styles.css draws it), so it is not told apart by its colour alone; the
 * sign is decorative, hidden from assistive technology: the message says it.
 */
export function Alert({ tone = 'error', children, actions }: AlertProps) {
  return (
    <div className={`gh-alert gh-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {tone === 'error' ? <span className="gh-alert__icon" aria-hidden="true" /> : null}
      <p className="gh-alert__message">{children}</p>
      {actions ? <div className="gh-alert__actions">{actions}</div> : null}
    </div>
  );
}
