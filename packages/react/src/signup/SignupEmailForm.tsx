'use client';

import type { SignupAlert as SignupAlertData } from '@gatehouse-auth/core/headless';
import { validateSignupEmail } from '@gatehouse-auth/core/internal/validators/validators';
import { useRef, useState, type FormEvent } from 'react';
import { useMessages } from '../messages/useMessages';
import { ActionAlert } from '../primitives/ActionAlert';
import { Button } from '../primitives/Button';
import { Screen } from '../primitives/Screen';
import { TextField } from '../primitives/TextField';
import { TermsNotice } from './TermsNotice';

export interface SignupEmailFormProps {
  initialEmail?: string | undefined;
  submitLabel?: string | undefined;
  submitting: boolean;
  alert: SignupAlertData | null;
  onSubmit: (values: { email: string }) => void;
}

/** The email sign-up form of SPEC.md §2: one field, the (invisible) captcha, 'Sign up', the terms notice. */
export function SignupEmailForm({
  initialEmail = '',
  submitLabel,
  submitting,
  alert,
  onSubmit,
}: SignupEmailFormProps) {
  const t = useMessages();
  const [email, setEmail] = useState(initialEmail);
  // SPEC.md §5: shown after a blur or a submit attempt, cleared as soon as the user edits.
  const [checked, setChecked] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const problem = validateSignupEmail(email);
  const error = checked && problem ? t(problem) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem) {
      field.current?.focus();
      return;
    }
    onSubmit({ email: email.trim() });
  };

  return (
    <Screen title={t('signup.title')}>
      {alert ? <ActionAlert alert={alert} /> : null}
      <form className="gh-form" noValidate onSubmit={submit} aria-label={t('signup.title')}>
        <TextField
          ref={field}
          label={t('signup.email')}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          required
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            setChecked(false);
          }}
          onBlur={() => setChecked(true)}
        />
        <Button type="submit" loading={submitting}>
          {submitLabel ?? t('signup.submit')}
        </Button>
      </form>
      <TermsNotice />
    </Screen>
  );
}
