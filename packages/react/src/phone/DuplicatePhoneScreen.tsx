'use client';

import { signupPhoneLinks } from '@gatehouse-auth/core/internal/errors/signupPhoneErrors';
import { useMessages } from '../messages/useMessages';
import { Button } from '../primitives/Button';
import { Screen } from '../primitives/Screen';

export interface DuplicatePhoneScreenProps {
  /** recognise: "Do you recognise this email?"; access: "Can you still access this email?". */
  step: 'recognise' | 'access';
  /** params.maskedDuplicateEmail of the duplicate error, shown as text. */
  maskedDuplicateEmail: string | undefined;
  onNotRecognised: () => void;
  onBack: () => void;
}

/** The number belongs to another account (duplicated_phone_number, phone.number.repeated). */
export function DuplicatePhoneScreen({
  step,
  maskedDuplicateEmail,
  onNotRecognised,
  onBack,
}: DuplicatePhoneScreenProps) {
  const t = useMessages();
  const back = (
    <Button variant="link" onClick={onBack}>
      {t('signupPhone.changeNumber')}
    </Button>
  );
  if (step === 'recognise') {
    return (
      <Screen
        key="recognise"
        title={t('signupPhone.duplicate.recognise.title')}
        className="gh-duplicate-phone"
      >
        <p className="gh-text">
          {maskedDuplicateEmail
            ? t('signupPhone.duplicate.recognise.text', { email: maskedDuplicateEmail })
            : t('signupPhone.duplicate.recognise.textNoEmail')}
        </p>
        <div className="gh-actions">
          <a className="gh-button gh-button--primary" href={signupPhoneLinks.login}>
            {t('signupPhone.duplicate.yes')}
          </a>
          <Button variant="secondary" onClick={onNotRecognised}>
            {t('signupPhone.duplicate.no')}
          </Button>
        </div>
        {back}
      </Screen>
    );
  }
  return (
    <Screen
      key="access"
      title={t('signupPhone.duplicate.access.title')}
      className="gh-duplicate-phone"
    >
      <p className="gh-text">{t('signupPhone.duplicate.access.text')}</p>
      <div className="gh-actions">
        <a className="gh-button gh-button--primary" href={signupPhoneLinks.forgotPassword}>
          {t('signupPhone.duplicate.yes')}
        </a>
        <a className="gh-button gh-button--secondary" href={signupPhoneLinks.contactHelp}>
          {t('signupPhone.duplicate.no')}
        </a>
      </div>
      {back}
    </Screen>
  );
}
