import type { MessageKey } from '@gatehouse/core';
import { createPasswordChallenge } from '@gatehouse/core/headless';
import { failureMessageKey, loginLinks } from '@gatehouse/core/internal';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Screen } from '../../primitives/Screen';
import { TextField } from '../../primitives/TextField';
import { useController } from '../../primitives/useController';
import { clientFor } from '../../provider/clientFor';
import { useGatehouse } from '../../provider/GatehouseProvider';
import type { ChallengeProps } from '../../registry/challengeDefinition';

/**
 * The PASSWORD challenge: the account password with show/hide, "Forgot password" with its
 * check-your-email and error screens, and "Approve another way". Login, step-up and sign-up
 * all use it unchanged.
 */
function PasswordChallenge({ ott, flow }: ChallengeProps) {
  const t = useMessages();
  const { config } = useGatehouse();
  const controller = useController(() =>
    createPasswordChallenge({
      client: clientFor(config),
      ott,
      onVerified: flow.complete,
      onFailure: flow.failure,
      report: flow.report,
    }),
  );

  const state = useStore(controller);
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [invalid, setInvalid] = useState<MessageKey | null>(null);
  const field = useRef<HTMLInputElement>(null);

  // A rejected password hands focus back to the field, with the server's message beside it.
  useEffect(() => {
    if (state.error && state.phase === 'entry') field.current?.focus();
  }, [state.error, state.phase]);

  if (state.forgotPassword === 'sent') {
    return (
      <Screen key="checkEmail" title={t('password.checkEmail.title')}>
        <p className="gh-text">{t('password.checkEmail.text')}</p>
        <div className="gh-actions">
          <Button variant="secondary" onClick={controller.backToPassword}>
            {t('common.back')}
          </Button>
        </div>
      </Screen>
    );
  }
  if (state.forgotPassword === 'failed') {
    return (
      <Screen key="forgotFailed" title={t('password.forgotFailed.title')}>
        <Alert
          actions={
            <a className="gh-link" href={loginLinks.contactHelp}>
              {t('password.contactUs')}
            </a>
          }
        >
          {t('password.forgotFailed.text')}
        </Alert>
        <div className="gh-actions">
          <Button variant="secondary" onClick={controller.backToPassword}>
            {t('common.back')}
          </Button>
        </div>
      </Screen>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = controller.verify(password);
    setInvalid(problem);
    if (problem) field.current?.focus();
  };

  const loggingOut = state.phase === 'loggingOut';
  const serverError =
    state.error && !loggingOut
      ? (state.error.serverMessage ??
        t(failureMessageKey(state.error, 'common.somethingWentWrong')))
      : null;

  return (
    <Screen key="password" title={t('password.title')}>
      {loggingOut ? (
        <Alert>{state.error?.serverMessage ?? t('knowledge.attemptLimit')}</Alert>
      ) : null}
      <form className="gh-form" noValidate onSubmit={submit}>
        <TextField
          ref={field}
          label={t('password.label')}
          name="password"
          type={visible ? 'text' : 'password'}
          autoComplete="current-password"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          required
          disabled={loggingOut}
          value={password}
          error={invalid ? t(invalid) : serverError}
          onChange={(event) => {
            setPassword(event.target.value);
            setInvalid(null);
          }}
          adornment={
            <Button
              variant="secondary"
              aria-pressed={visible}
              disabled={loggingOut}
              onClick={() => setVisible((v) => !v)}
            >
              {t(visible ? 'password.hide' : 'password.show')}
            </Button>
          }
        />
        <Button type="submit" loading={state.phase === 'verifying'} disabled={loggingOut}>
          {t('password.submit')}
        </Button>
      </form>
      <div className="gh-actions">
        <Button
          variant="link"
          loading={state.forgotPassword === 'sending'}
          disabled={loggingOut}
          onClick={controller.forgotPassword}
        >
          {t('password.forgot')}
        </Button>
        {flow.alternatives.length > 0 ? (
          <Button variant="link" disabled={loggingOut} onClick={flow.showAlternates}>
            {t('password.approveAnotherWay')}
          </Button>
        ) : null}
      </div>
    </Screen>
  );
}

export default PasswordChallenge;
