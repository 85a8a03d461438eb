import { browserNavigation, loginLinks, safeNavigationTarget, validateRequired } from '@gatehouse/core/forms';
import type { LoginAlert, LoginCredentials } from '@gatehouse/core';
import { useRef, useState, type FormEvent } from 'react';
import { useMessages } from '../messages/useMessages';
import { Alert } from '../primitives/Alert';
import { Button } from '../primitives/Button';
import { Screen } from '../primitives/Screen';
import { TextField } from '../primitives/TextField';
import { useGatehouse } from '../provider/GatehouseProvider';

export interface LoginFormProps {
  initialEmail?: string | undefined;
  submitting: boolean;
  alert: LoginAlert | null;
  onSubmit: (credentials: LoginCredentials) => void;
}

type Field = 'email' | 'password';

export function LoginForm({ initialEmail = '', submitting, alert, onSubmit }: LoginFormProps) {
  const t = useMessages();
  const { config } = useGatehouse();
  const [values, setValues] = useState<Record<Field, string>>({ email: initialEmail, password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Emptying a field shows the message at once; typing into it clears it.
    const problem = validateRequired(value);
    setErrors((e) => ({ ...e, [field]: problem ? t(problem) : undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const field of ['email', 'password'] as const) {
      const problem = validateRequired(values[field]);
      if (problem) found[field] = t(problem);
    }
    setErrors(found);
    const firstEmpty = (['email', 'password'] as const).find((field) => found[field]);
    if (firstEmpty) {
      refs[firstEmpty].current?.focus();
      return;
    }
    onSubmit({ email: values.email.trim(), password: values.password.trim() });
  };

  const safe = (href: string) =>
    safeNavigationTarget(href, '', config.navigation ?? browserNavigation, config.allowedRedirectOrigins);

  return (
    <Screen title={t('login.title')}>
      {alert ? (
        <Alert
          actions={alert.actions
            .map((action) => ({ ...action, href: safe(action.href) }))
            .filter((action) => action.href !== '')
            .map((action) => (
              <a key={action.href} className="gh-link" href={action.href}>
                {'key' in action.label ? t(action.label.key) : action.label.text}
              </a>
            ))}
        >
          {'key' in alert.message ? t(alert.message.key) : alert.message.text}
        </Alert>
      ) : null}
      <form className="gh-form" noValidate onSubmit={submit} aria-label={t('login.title')}>
        <TextField
          ref={refs.email}
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="username webauthn"
          autoCapitalize="off"
          spellCheck={false}
          required
          value={values.email}
          error={errors.email}
          onChange={(event) => change('email', event.target.value)}
        />
        <TextField
          ref={refs.password}
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          error={errors.password}
          onChange={(event) => change('password', event.target.value)}
        />
        <Button type="submit" loading={submitting}>
          {t('login.submit')}
        </Button>
      </form>
      <p className="gh-text">
        <a className="gh-link" href={loginLinks.troubleLoggingIn}>
          {t('login.trouble')}
        </a>
      </p>
    </Screen>
  );
}
