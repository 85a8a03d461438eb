'use client';

import type { ResendState } from '@gatehouse-auth/core/internal';
import { useMessages } from '../messages/useMessages';
import { Alert } from '../primitives/Alert';
import { Button } from '../primitives/Button';
import { Screen } from '../primitives/Screen';

export interface CheckEmailScreenProps {
  email: string;
  resend: ResendState;
  onResend: () => void;
}

/** After an email sign-up that stays on the page: the email is on its way; "Send it again" resends it. */
export function CheckEmailScreen({ email, resend, onResend }: CheckEmailScreenProps) {
  const t = useMessages();
  return (
    <Screen title={t('signup.checkEmail.title')}>
      <p className="gh-text">{t('signup.checkEmail.text', { email })}</p>
      {resend === 'sent' ? <Alert tone="success">{t('signup.checkEmail.sent')}</Alert> : null}
      {resend === 'failed' ? <Alert>{t('signup.checkEmail.failed')}</Alert> : null}
      <p className="gh-text gh-signup__resend">
        {t('signup.checkEmail.notReceived')}{' '}
        <Button variant="link" loading={resend === 'sending'} onClick={onResend}>
          {t('signup.checkEmail.sendAgain')}
        </Button>
      </p>
    </Screen>
  );
}
