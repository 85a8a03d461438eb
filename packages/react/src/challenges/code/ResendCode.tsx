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
  const [announcement, setAnnouncement] = useState('');
  const wasWaiting = useRef(false);
  useEffect(() => {
    if (waiting && !wasWaiting.current)
      setAnnouncement(t('otp.resendIn', { seconds: secondsLeft }));
    if (!waiting && wasWaiting.current) setAnnouncement(t('otp.resendAvailable'));
    wasWaiting.current = waiting;
  }, [waiting, secondsLeft, t]);
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
        {announcement}
      </p>
    </div>
  );
}
