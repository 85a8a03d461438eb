'use client';

import type { SignupAlert as SignupAlertData, SignupValues } from '@gatehouse-auth/core/headless';
import type { AccountType, CountryLists } from '@gatehouse-auth/core/internal';
import {
  countryChoice,
  countryLabel,
  countryWarning,
  resolveCountry,
  selectableCountries,
} from '@gatehouse-auth/core/internal/signup/signupRules';
import {
  validateNewPassword,
  validateSignupEmail,
} from '@gatehouse-auth/core/internal/validators/validators';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useMessages } from '../messages/useMessages';
import { ActionAlert } from '../primitives/ActionAlert';
import { Button } from '../primitives/Button';
import { countryName } from '../primitives/countryName';
import { Screen } from '../primitives/Screen';
import { TextField } from '../primitives/TextField';
import { useGatehouse } from '../provider/GatehouseProvider';
import { CountrySelect } from './CountrySelect';
import { PasswordRequirements } from './PasswordRequirements';
import { TermsNotice } from './TermsNotice';

export interface RegisterFormProps {
  variant: 'register' | 'businessInviteRegister';
  /** The fixed email: shown read-only with 'Sign up as…' or the invite text. */
  email?: string | undefined;
  accountTypeChoice: boolean;
  submitLabel?: string | undefined;
  submitting: boolean;
  alert: SignupAlertData | null;
  countries: CountryLists;
  /** The last attempt's values, when the form comes back after the register error screen. */
  initialValues?: SignupValues | undefined;
  onSubmit: (values: SignupValues) => void;
}

type Field = 'email' | 'password';

/** The full sign-up form of SPEC.md §2: account type, email, new password, country, 'Sign up'. */
export function RegisterForm({
  variant,
  email: fixedEmail,
  accountTypeChoice,
  submitLabel,
  submitting,
  alert,
  countries,
  initialValues,
  onSubmit,
}: RegisterFormProps) {
  const t = useMessages();
  const radioName = useId();
  const [values, setValues] = useState({
    email: fixedEmail ?? initialValues?.email ?? '',
    password: initialValues?.password ?? '',
  });
  const [accountType, setAccountType] = useState<AccountType>(
    initialValues?.accountType ?? 'personal',
  );
  const [chosenCountry, setChosenCountry] = useState<string | undefined>(initialValues?.country);
  // SPEC.md §5: errors show after a blur or a submit attempt and clear when the field is edited.
  const [checked, setChecked] = useState<Record<Field, boolean>>({ email: false, password: false });
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const countryRef = useRef<HTMLSelectElement>(null);
  const { locale } = useGatehouse();
  const refs = { email: emailRef, password: passwordRef };

  const choice = countryChoice(countries, accountType, accountTypeChoice);
  const options = selectableCountries(countries);
  const country = choice.showCountry ? resolveCountry(chosenCountry, options) : undefined;
  const warning = choice.showCountry ? countryWarning(countries, accountType, country) : null;
  const problems: Record<Field, ReturnType<typeof validateSignupEmail>> = {
    email: validateSignupEmail(values.email),
    password: validateNewPassword(values.password),
  };
  const errorFor = (field: Field) =>
    checked[field] && problems[field] ? t(problems[field]) : undefined;

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setChecked((current) => ({ ...current, [field]: false }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked({ email: true, password: true });
    const firstInvalid = (['email', 'password'] as const).find((field) => problems[field]);
    if (firstInvalid) {
      refs[firstInvalid].current?.focus();
      return;
    }
    if (warning || (choice.showCountry && choice.loading)) {
      countryRef.current?.focus();
      return;
    }
    onSubmit({
      email: values.email.trim(),
      password: values.password.trim(),
      accountType: choice.showAccountTypes ? accountType : 'personal',
      ...(country ? { country } : {}),
    });
  };

  const intro = fixedEmail
    ? t(
        variant === 'businessInviteRegister'
          ? 'signup.register.invite'
          : 'signup.register.signUpAs',
        { email: fixedEmail },
      )
    : null;

  return (
    <Screen title={t('signup.register.title')}>
      {alert ? <ActionAlert alert={alert} /> : null}
      {intro ? <p className="gh-text">{intro}</p> : null}
      <form
        className="gh-form"
        noValidate
        onSubmit={submit}
        aria-label={t('signup.register.title')}
      >
        {choice.showAccountTypes ? (
          <fieldset className="gh-choice">
            <legend className="gh-field__label">{t('signup.accountType.legend')}</legend>
            {(['personal', 'business'] as const).map((type) => (
              <label key={type} className="gh-choice__option">
                <input
                  type="radio"
                  name={radioName}
                  value={type}
                  checked={accountType === type}
                  onChange={() => setAccountType(type)}
                />
                {t(`signup.accountType.${type}`)}
              </label>
            ))}
          </fieldset>
        ) : null}
        <TextField
          ref={emailRef}
          label={t('signup.email')}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          required
          readOnly={fixedEmail !== undefined}
          value={values.email}
          error={errorFor('email')}
          onChange={(event) => change('email', event.target.value)}
          onBlur={() => setChecked((current) => ({ ...current, email: true }))}
        />
        <TextField
          ref={passwordRef}
          label={t('signup.password')}
          hint={t('signup.password.hint')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          error={errorFor('password')}
          onChange={(event) => change('password', event.target.value)}
          onBlur={() =>
            setChecked((current) => ({
              ...current,
              password: values.password !== '' || current.password,
            }))
          }
        />
        <PasswordRequirements password={values.password} />
        {choice.showCountry ? (
          choice.loading ? (
            <p className="gh-text gh-text--muted" role="status">
              {t('signup.country.loading')}
            </p>
          ) : (
            <CountrySelect
              ref={countryRef}
              label={t(countryLabel(accountType))}
              countries={options}
              value={country}
              onChange={setChosenCountry}
              warning={
                warning && country
                  ? t(warning.key, {
                      countryName: countryName(locale?.locale, country, warning.countryName),
                    })
                  : null
              }
            />
          )
        ) : null}
        <Button type="submit" loading={submitting}>
          {submitLabel ?? t('signup.submit')}
        </Button>
      </form>
      <TermsNotice />
    </Screen>
  );
}
