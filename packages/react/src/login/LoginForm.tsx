'use client';

import type { CaptchaError, MessageKey } from '@gatehouse-auth/core';
import type { LoginAlert, LoginCredentials } from '@gatehouse-auth/core/headless';
import { loginLinks } from '@gatehouse-auth/core/internal/errors/loginLinks';
import { loginOptionLinks } from '@gatehouse-auth/core/internal/login/loginOptionLinks';
import { validateRequired } from '@gatehouse-auth/core/internal/validators/validators';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { CaptchaConfig } from '../captcha/Captcha';
import { createCaptchaSlot, type CaptchaSlot } from '../captcha/captchaSlot';
import { useTexts } from '../messages/useTexts';
import { ActionAlert } from '../primitives/ActionAlert';
import { AfterHydration } from '../primitives/AfterHydration';
import { Alert } from '../primitives/Alert';
import { Button } from '../primitives/Button';
import { PasswordField } from '../primitives/PasswordField';
import { Screen } from '../primitives/Screen';
import { TextField } from '../primitives/TextField';
import { SocialButtons, type SocialOptions, type SocialProvider } from './SocialButtons';

export interface LoginFormProps {
  initialEmail?: string | undefined;
  submitting: boolean;
  alert: LoginAlert | null;
  onSubmit: (credentials: LoginCredentials) => void;
  /** Given: an invisible captcha runs before every submit; its code loads only then. */
  captcha?: CaptchaConfig | undefined;
  /** The captcha's slot when the caller runs it too (the passkey login); the form's own otherwise. */
  captchaSlot?: CaptchaSlot | undefined;
  /**
   * businessInvite: the invite's email is fixed (read-only) and named in the text above the form.
   * dataSharing: no password field, and the notice and policy link of SPEC.md §2.
   */
  variant?: 'login' | 'businessInvite' | 'dataSharing' | undefined;
  /** The social sign-in buttons under the form; absent or no providers: none. */
  social?: SocialOptions | undefined;
  /** Rendered under the Log in button (the 'Log in with a passkey' button). */
  passkey?: ReactNode;
  /** Which button shows the spinner while `submitting`; absent: Log in. */
  method?: 'password' | 'passkey' | SocialProvider | undefined;
  /**
   * Given: Log in pressed with the email still empty first asks the browser for a passkey on
   * this device (the one-press login), Log in waiting meanwhile. It resolves false when there
   * is none, and the form's validation shows as it would have at once.
   */
  immediatePasskey?: (() => Promise<boolean>) | undefined;
}

type Field = 'email' | 'password';

export function LoginForm({
  initialEmail = '',
  submitting,
  alert,
  onSubmit,
  captcha,
  captchaSlot,
  variant = 'login',
  social,
  passkey,
  method = 'password',
  immediatePasskey,
}: LoginFormProps) {
  const t = useTexts();
  const withPassword = variant !== 'dataSharing';
  // The invitee cannot log in as someone else; without an invite email the field stays open.
  const inviteEmail =
    variant === 'businessInvite' && initialEmail.trim() !== '' ? initialEmail.trim() : undefined;
  const fields: readonly Field[] = withPassword ? ['email', 'password'] : ['email'];
  const [values, setValues] = useState<Record<Field, string>>({
    email: initialEmail,
    password: '',
  });
  // Keys, not texts: a change of language shows the error in the new one.
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey>>>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const refs = { email: emailRef, password: passwordRef };
  // Fixed for the form's life, like the captcha it holds.
  const [slot] = useState(() => captchaSlot ?? createCaptchaSlot());
  const { Captcha: SlotCaptcha, ref: captchaRef } = slot;
  const [verifying, setVerifying] = useState(false);
  const [captchaAlert, setCaptchaAlert] = useState<{
    key: MessageKey;
    values: Record<string, string>;
  } | null>(null);
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
    setErrors((e) => ({ ...e, [field]: problem ?? undefined }));
  };

  /** Shows what is missing, with focus on the first empty field; false when nothing is. */
  const showProblems = (): boolean => {
    const found: Partial<Record<Field, MessageKey>> = {};
    for (const field of fields) {
      const problem = validateRequired(values[field]);
      if (problem) found[field] = problem;
    }
    setErrors(found);
    const firstEmpty = fields.find((field) => found[field]);
    if (firstEmpty) refs[firstEmpty].current?.focus();
    return firstEmpty !== undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (immediatePasskey && validateRequired(values.email)) {
      // One press: the browser answers at once when this device has no passkey for the site.
      if (busy.current || submitting) return;
      busy.current = true;
      setVerifying(true);
      immediatePasskey()
        .then((taken) => {
          if (!taken && mounted.current) showProblems();
        })
        .finally(() => {
          busy.current = false;
          if (mounted.current) setVerifying(false);
        });
      return;
    }
    if (showProblems()) return;
    // A passkey or social request in flight: this form waits for it.
    if (submitting && method !== 'password') return;
    // SPEC.md §5 trims the login email only: the password goes exactly as typed, spaces and all.
    const credentials = withPassword
      ? { email: values.email.trim(), password: values.password }
      : { email: values.email.trim() };
    if (!captcha) {
      onSubmit(credentials);
      return;
    }
    if (busy.current || submitting) return;
    busy.current = true;
    setVerifying(true);
    setCaptchaAlert(null);
    slot
      .answer()
      .then(
        (answer) =>
          mounted.current &&
          onSubmit({ ...credentials, captcha: answer, siteKey: captcha.siteKey }),
        (error: unknown) => {
          if (!mounted.current || (error instanceof Error && error.name === 'AbortError')) return;
          const known = (error as Partial<CaptchaError> | undefined)?.messageKey;
          setCaptchaAlert(
            known
              ? { key: known, values: (error as CaptchaError).messageValues }
              : { key: 'captcha.failedToLoad', values: {} },
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
      {inviteEmail ? (
        <p className="gh-text">{t('loginOptions.invite', { email: inviteEmail })}</p>
      ) : null}
      {variant === 'dataSharing' ? (
        <p className="gh-text">
          {t('loginOptions.dataSharing.notice')}{' '}
          <a className="gh-link" href={loginOptionLinks.dataSharingPolicy}>
            {t('loginOptions.dataSharing.policy')}
          </a>
        </p>
      ) : null}
      <form className="gh-form" noValidate onSubmit={submit} aria-label={t('login.title')}>
        <TextField
          ref={emailRef}
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="username webauthn"
          autoCapitalize="off"
          spellCheck={false}
          required
          readOnly={inviteEmail !== undefined}
          value={values.email}
          error={errors.email && t(errors.email)}
          onChange={(event) => change('email', event.target.value)}
        />
        {withPassword ? (
          <PasswordField
            inputRef={passwordRef}
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            error={errors.password && t(errors.password)}
            onChange={(event) => change('password', event.target.value)}
          />
        ) : null}
        {captcha ? (
          <AfterHydration>
            <SlotCaptcha ref={captchaRef} config={captcha} />
          </AfterHydration>
        ) : null}
        <Button type="submit" loading={(submitting && method === 'password') || verifying}>
          {t('login.submit')}
        </Button>
      </form>
      {passkey}
      {social ? (
        <SocialButtons
          {...social}
          submitting={submitting || verifying}
          loading={submitting && method !== 'password' && method !== 'passkey' ? method : undefined}
        />
      ) : null}
      <p className="gh-text gh-login-help">
        <a className="gh-link" href={loginLinks.troubleLoggingIn}>
          {t('login.trouble')}
        </a>
        <a className="gh-link" href={loginLinks.contactHelp}>
          {t('loginOptions.contactUs')}
        </a>
      </p>
    </Screen>
  );
}
