'use client';

import type { MessageKey } from '@gatehouse-auth/core';
import type {
  PhoneNumberInput,
  SignupPhoneAlert as SignupPhoneAlertData,
} from '@gatehouse-auth/core/internal';
import { signupPhoneLinks } from '@gatehouse-auth/core/internal/errors/signupPhoneErrors';
import { signupPhoneMessages } from '@gatehouse-auth/core/internal/messages/signupPhoneMessages';
import {
  callingCodes,
  findCallingCode,
  isUsNumber,
} from '@gatehouse-auth/core/internal/phone/callingCodes';
import { toE164 } from '@gatehouse-auth/core/internal/phone/e164';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMessages } from '../messages/useMessages';
import { ActionAlert } from '../primitives/ActionAlert';
import { Alert } from '../primitives/Alert';
import { Button } from '../primitives/Button';
import { countryName } from '../primitives/countryName';
import { Screen } from '../primitives/Screen';
import { TextField } from '../primitives/TextField';
import { withNodes } from '../primitives/withNodes';
import { useGatehouse } from '../provider/GatehouseProvider';

export interface PhoneNumberScreenProps {
  /** The number submitted last (shown again after "Back to change the number"). */
  phone: PhoneNumberInput | null;
  /** Two-letter code of the country chosen at first; default GB. */
  defaultCountry?: string | undefined;
  submitting: boolean;
  alert: SignupPhoneAlertData<MessageKey> | null;
  onSubmit: (phone: PhoneNumberInput) => void;
  /** Texts of another flow using this entry (the account phone settings); default the sign-up's. */
  title?: string | undefined;
  text?: string | undefined;
  submitLabel?: string | undefined;
  /** A calm, non-error message above the form (announced politely). */
  notice?: string | null | undefined;
  /** After the submit button, inside the form (e.g. Cancel). */
  secondaryAction?: ReactNode;
}

/** SPEC.md §2's phone number entry: a calling code and the number; required, so submit waits for a number. */
export function PhoneNumberScreen({
  phone,
  defaultCountry = 'GB',
  submitting,
  alert,
  onSubmit,
  title,
  text,
  submitLabel,
  notice,
  secondaryAction,
}: PhoneNumberScreenProps) {
  const t = useMessages();
  const { messages, locale } = useGatehouse();
  const countryId = useId();
  const initialCountry = (findCallingCode(phone?.country) ??
    findCallingCode(defaultCountry) ??
    findCallingCode('GB'))!.iso2;
  const [country, setCountry] = useState(initialCountry);
  const [nationalNumber, setNationalNumber] = useState(phone?.nationalNumber ?? '');
  const empty = nationalNumber.replace(/\D/g, '') === '';
  const us = isUsNumber(country, toE164({ country, nationalNumber }) ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || submitting) return;
    onSubmit({ country, nationalNumber: nationalNumber.trim() });
  };

  return (
    <Screen title={title ?? t('signupPhone.title')} busy={submitting} className="gh-signup-phone">
      <p className="gh-text">{text ?? t('signupPhone.text')}</p>
      {alert ? <ActionAlert alert={alert} /> : null}
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      <form
        className="gh-form"
        noValidate
        onSubmit={submit}
        aria-label={title ?? t('signupPhone.title')}
      >
        <div className="gh-phone-number">
          <div className="gh-field gh-phone-number__country">
            <label className="gh-field__label" htmlFor={countryId}>
              {t('signupPhone.country')}
            </label>
            <div className="gh-field__row">
              <select
                id={countryId}
                name="country"
                className="gh-field__input gh-select"
                autoComplete="tel-country-code"
                value={country}
                onChange={(event) => setCountry(event.target.value)}
              >
                {callingCodes.map((entry) => (
                  <option key={entry.iso2} value={entry.iso2}>
                    {t('signupPhone.countryOption', {
                      name: countryName(locale?.locale, entry.iso2, entry.name),
                      callingCode: entry.callingCode,
                    })}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <TextField
            className="gh-phone-number__number"
            label={t('signupPhone.number')}
            name="phoneNumber"
            type="tel"
            inputMode="tel"
            dir="ltr"
            autoComplete="tel-national"
            required
            value={nationalNumber}
            onChange={(event) => setNationalNumber(event.target.value)}
          />
        </div>
        {us ? (
          <p className="gh-text gh-text--muted gh-signup-phone__consent">
            {withNodes(
              messages['signupPhone.usConsent'] ?? signupPhoneMessages['signupPhone.usConsent'],
              {
                terms: (
                  <a className="gh-link" href={signupPhoneLinks.terms}>
                    {t('signupPhone.terms')}
                  </a>
                ),
                privacy: (
                  <a className="gh-link" href={signupPhoneLinks.privacy}>
                    {t('signupPhone.privacy')}
                  </a>
                ),
              },
            )}
          </p>
        ) : null}
        <Button type="submit" loading={submitting} disabled={empty}>
          {submitLabel ?? t('signupPhone.submit')}
        </Button>
        {secondaryAction}
      </form>
    </Screen>
  );
}
