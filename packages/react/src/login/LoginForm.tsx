import { loginLinks, validateRequired } from '@gatehouse/core/forms';
import type { CaptchaError, LoginAlert, LoginCredentials, MessageKey } from '@gatehouse/core';
import { forwardRef, lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import type { CaptchaConfig, CaptchaHandle } from '../captcha/Captcha';
import { useMessages } from '../messages/useMessages';
import { ActionAlert } from '../primitives/ActionAlert';
import { Alert } from '../primitives/Alert';
import { Button } from '../primitives/Button';
import { Screen } from '../primitives/Screen';
import { TextField } from '../primitives/TextField';

export interface LoginFormProps {
  initialEmail?: string | undefined;
  submitting: boolean;
  alert: LoginAlert | null;
  onSubmit: (credentials: LoginCredentials) => void;
  /** Given: an invisible captcha runs before every submit; its code loads only then. */
  captcha?: CaptchaConfig | undefined;
}

/** The captcha's code, fetched once a form with a captcha renders, and its handle once mounted. */
function captchaSlot() {
  let handle: CaptchaHandle | null = null;
  let settle!: { resolve: (handle: CaptchaHandle) => void; reject: (error: unknown) => void };
  const ready = new Promise<CaptchaHandle>((resolve, reject) => (settle = { resolve, reject }));
  ready.catch(() => {});
  const Unavailable = forwardRef<CaptchaHandle>(() => null);
  return {
    ready,
    current: () => handle,
    ref: (mounted: CaptchaHandle | null) => {
      handle = mounted;
      if (mounted) settle.resolve(mounted);
    },
    Captcha: lazy(() =>
      import('../captcha/Captcha').then(
        (module) => ({ default: module.Captcha }),
        (error: unknown) => {
          settle.reject(error);
          return { default: Unavailable };
        },
      ),
    ),
  };
}

type Field = 'email' | 'password';

export function LoginForm({ initialEmail = '', submitting, alert, onSubmit, captcha }: LoginFormProps) {
  const t = useMessages();
  const [values, setValues] = useState<Record<Field, string>>({ email: initialEmail, password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const [slot] = useState(captchaSlot);
  const [verifying, setVerifying] = useState(false);
  const [captchaAlert, setCaptchaAlert] = useState<{ key: MessageKey; values: Record<string, string> } | null>(null);
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // A fresh captcha token for every attempt: drop the used one once the server has answered.
  const wasSubmitting = useRef(submitting);
  useEffect(() => {
    if (wasSubmitting.current && !submitting) slot.current()?.reset();
    wasSubmitting.current = submitting;
  }, [submitting, slot]);

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
    const credentials = { email: values.email.trim(), password: values.password.trim() };
    if (!captcha) {
      onSubmit(credentials);
      return;
    }
    if (busy.current || submitting) return;
    busy.current = true;
    setVerifying(true);
    setCaptchaAlert(null);
    slot.ready
      .then((handle) => handle.execute())
      .then(
        (answer) => mounted.current && onSubmit({ ...credentials, captcha: answer, siteKey: captcha.siteKey }),
        (error: unknown) => {
          if (!mounted.current || (error instanceof Error && error.name === 'AbortError')) return;
          const known = (error as Partial<CaptchaError> | undefined)?.messageKey;
          setCaptchaAlert(
            known ? { key: known, values: (error as CaptchaError).messageValues } : { key: 'captcha.failedToLoad', values: {} },
          );
        },
      )
      .finally(() => {
        busy.current = false;
        if (mounted.current) setVerifying(false);
      });
  };

  return (
    <Screen title={t('login.title')}>
      {captchaAlert ? (
        <Alert>{t(captchaAlert.key, captchaAlert.values)}</Alert>
      ) : alert ? (
        <ActionAlert alert={alert} />
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
        {captcha ? (
          <Suspense fallback={null}>
            <slot.Captcha ref={slot.ref} config={captcha} />
          </Suspense>
        ) : null}
        <Button type="submit" loading={submitting || verifying}>
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
