'use client';

import type { Challenge, CodeChallengeType, MessageKey } from '@gatehouse-auth/core';
import type { CodeAttributes } from '@gatehouse-auth/core/internal';
import { createCodeController } from '@gatehouse-auth/core/internal/challenges/code/codeController';
import { failureMessageKey } from '@gatehouse-auth/core/internal/errors/failureMessage';
import { validateCode } from '@gatehouse-auth/core/internal/validators/codeValidators';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { CodeField } from '../../primitives/CodeField';
import { Screen } from '../../primitives/Screen';
import { Spinner } from '../../primitives/Spinner';
import { useController } from '../../primitives/useController';
import { clientFor } from '../../provider/clientFor';
import { useGatehouse } from '../../provider/GatehouseProvider';
import type { ChallengeProps } from '../../registry/challengeDefinition';
import { TryAnotherWay } from '../TryAnotherWay';
import { ResendCode } from './ResendCode';

const TEST_CODE = '111111';

/** SMS to a landline: move to a voice call on the same number. */
function voiceFallback(challenge: Challenge, alternatives: readonly Challenge[]): Challenge {
  return alternatives.find((c) => c.type === 'VOICE') ?? { ...challenge, type: 'VOICE' };
}

/**
 * A six-digit code sent by SMS, WhatsApp or a voice call, or read from an authenticator app
 * (TOTP). One component serves login, step-up and sign-up phone verification.
 */
function CodeChallenge({ challenge, flow }: ChallengeProps<CodeAttributes>) {
  const t = useMessages();
  const { config, testHints } = useGatehouse();
  const controller = useController(() =>
    createCodeController({
      client: clientFor(config),
      ott: flow.ott,
      challenge,
      onPassed: flow.pass,
      onNotMobile: () => flow.choose(voiceFallback(challenge, flow.alternatives)),
      report: flow.report,
    }),
  );

  const state = useStore(controller);
  const type = controller.type as CodeChallengeType;
  const [code, setCode] = useState(testHints ? TEST_CODE : '');
  const [invalid, setInvalid] = useState<MessageKey | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const phone = flow.attributes.maskedPhoneNumber;
  const title = t(`otp.title.${type}` as MessageKey);
  const tryAnotherWay = <TryAnotherWay flow={flow} />;

  // A server-rejected code hands focus back to the field, ready for another try.
  useEffect(() => {
    if (state.error && state.phase === 'ready') field.current?.focus();
  }, [state.error, state.phase]);

  if (state.phase === 'sending') {
    return (
      <Screen title={title} busy>
        <Spinner label={t('otp.sending')} />
      </Screen>
    );
  }
  if (state.phase === 'sendFailed') {
    return (
      <Screen title={t('challenge.error.title')}>
        <Alert>{t('otp.triggerError')}</Alert>
        <div className="gh-actions">
          <Button onClick={controller.start}>{t('common.retry')}</Button>
          {tryAnotherWay}
        </div>
      </Screen>
    );
  }

  // Takes the value explicitly: on the sixth digit, state has not caught up with the input yet.
  const submitCode = (value: string) => {
    const problem = validateCode(value);
    setInvalid(problem);
    if (problem) {
      field.current?.focus();
      return;
    }
    controller.verify(value);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitCode(code);
  };

  const fieldError = invalid
    ? t(invalid)
    : (state.error?.serverMessage ??
      (state.error ? t(failureMessageKey(state.error, 'common.somethingWentWrong')) : null));

  return (
    <Screen title={title}>
      {type === 'TOTP' ? (
        <p className="gh-text">{t('otp.totpHint')}</p>
      ) : phone ? (
        <p className="gh-text">{t('otp.sentTo', { phone })}</p>
      ) : null}
      {state.resent ? <Alert tone="success">{t('otp.resent')}</Alert> : null}
      {testHints ? <p className="gh-text gh-text--muted">{t('otp.testHint')}</p> : null}
      <form className="gh-form" noValidate onSubmit={submit}>
        <CodeField
          ref={field}
          label={t('otp.codeLabel')}
          value={code}
          error={fieldError}
          announceError={!invalid && Boolean(state.error)}
          disabled={state.locked}
          onValueChange={(next) => {
            setCode(next);
            setInvalid(null);
          }}
          onBlur={() => setInvalid(code === '' ? null : validateCode(code))}
          onComplete={submitCode}
        />
        <Button type="submit" loading={state.phase === 'verifying'} disabled={state.locked}>
          {t('otp.submit')}
        </Button>
      </form>
      <div className="gh-actions">
        {type === 'TOTP' ? null : (
          <ResendCode secondsLeft={state.resendSecondsLeft} onResend={controller.resend} />
        )}
        {tryAnotherWay}
      </div>
    </Screen>
  );
}

export default CodeChallenge;
