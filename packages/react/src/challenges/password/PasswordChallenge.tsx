'use client';

import { createPasswordController } from '@gatehouse-auth/core/internal/challenges/password/passwordController';
import { loginLinks } from '@gatehouse-auth/core/internal/errors/loginLinks';
import { useRef } from 'react';
import { useStore } from 'zustand';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { PasswordField } from '../../primitives/PasswordField';
import { Screen } from '../../primitives/Screen';
import { useController } from '../../primitives/useController';
import { clientFor } from '../../provider/clientFor';
import { useGatehouse } from '../../provider/GatehouseProvider';
import type { ChallengeProps } from '../../registry/challengeDefinition';
import { useAnswerField } from '../knowledge/useAnswerField';

/**
 * The PASSWORD challenge: the account password with show/hide, "Forgot password" with its
 * check-your-email and error screens, and "Approve another way". Login, step-up and sign-up
 * all use it unchanged.
 */
function PasswordChallenge({ flow }: ChallengeProps) {
  const t = useMessages();
  const { config } = useGatehouse();
  const controller = useController(() =>
    createPasswordController({
      client: clientFor(config),
      ott: flow.ott,
      onPassed: flow.pass,
      onFailure: flow.failure,
      report: flow.report,
    }),
  );

  const state = useStore(controller);
  const field = useRef<HTMLInputElement>(null);
  const password = useAnswerField(controller, state, field);
  const { loggingOut } = password;

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

  return (
    <Screen key="password" title={t('password.title')}>
      {password.logoutAlert}
      <form className="gh-form" noValidate onSubmit={password.submit}>
        <PasswordField
          inputRef={field}
          label={t('password.label')}
          name="password"
          autoComplete="current-password"
          required
          disabled={loggingOut}
          value={password.value}
          error={password.error}
          announceError={password.announceError}
          onChange={(event) => password.change(event.target.value)}
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
