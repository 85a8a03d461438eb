import type { ReactNode } from 'react';

export interface AlertProps {
  tone?: 'error' | 'info' | 'success';
  children: ReactNode;
  /** Links or buttons that follow the message. */
  actions?: ReactNode;
}

/** A message announced when it appears: errors assertively, the rest politely. */
export function Alert({ tone = 'error', children, actions }: AlertProps) {
  return (
    <div className={`gh-alert gh-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p className="gh-alert__message">{children}</p>
      {actions ? <div className="gh-alert__actions">{actions}</div> : null}
    </div>
  );
}
