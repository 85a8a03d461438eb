'use client';

import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../messages/useMessages';
import { Button } from '../../primitives/Button';

export interface ResendCodeProps {
  secondsLeft: number;
  onResend: () => void;
}

/**
 * "Resend code", disabled while the countdown runs. The countdown is visible every second but
 * announced only when it starts and when the button comes back, not once a second.
 */
export function ResendCode({ secondsLeft, onResend }: ResendCodeProps) {
  const t = useMessages();
  const waiting = secondsLeft > 0;
  // What was announced: the countdown's start (its seconds then), or the button's return; kept
  // as data, so a change of language says it in the new one.
  const [announced, setAnnounced] = useState<number | 'available' | null>(null);
  const wasWaiting = useRef(false);
  useEffect(() => {
    if (waiting && !wasWaiting.current) setAnnounced(secondsLeft);
    if (!waiting && wasWaiting.current) setAnnounced('available');
    wasWaiting.current = waiting;
  }, [waiting, secondsLeft]);
  return (
    <div className="gh-resend">
      <Button variant="secondary" disabled={waiting} onClick={onResend}>
        {t('otp.resend')}
      </Button>
      {waiting ? (
        <p className="gh-text gh-text--muted" role="timer" aria-live="off">
          {t('otp.resendIn', { seconds: secondsLeft })}
        </p>
      ) : null}
      <p className="gh-visually-hidden" role="status">
        {announced === 'available'
          ? t('otp.resendAvailable')
          : announced !== null && t('otp.resendIn', { seconds: announced })}
      </p>
    </div>
  );
}
