import type { ReactNode } from 'react';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';

export interface ExpiryWarningProps {
  /** The warning: the wait is about to end. */
  children: ReactNode;
  /** The button's text. */
  keepWaitingLabel: ReactNode;
  onKeepWaiting: () => void;
}

/**
 * A long wait's warning before it ends (WCAG 2.2.1): a polite status with a button that gives the
 * wait another full allowance. The button goes with the warning, so its click moves focus to the
 * screen's heading instead of dropping it to the page's body.
 */
export function ExpiryWarning({ children, keepWaitingLabel, onKeepWaiting }: ExpiryWarningProps) {
  return (
    <Alert
      tone="info"
      actions={
        <Button
          variant="secondary"
          onClick={(event) => {
            event.currentTarget
              .closest('.gh-screen')
              ?.querySelector<HTMLElement>('.gh-screen__title')
              ?.focus();
            onKeepWaiting();
          }}
        >
          {keepWaitingLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
