import type { MessageKey } from '@gatehouse/core';
import { createPhoneGuessChallenge } from '@gatehouse/core/headless';
import { failureMessageKey, type PhoneGuessAttributes } from '@gatehouse/core/internal';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Screen } from '../../primitives/Screen';
import { useController } from '../../primitives/useController';
import { clientFor } from '../../provider/clientFor';
import { useGatehouse } from '../../provider/GatehouseProvider';
import type { ChallengeProps } from '../../registry/challengeDefinition';
import { MissingDigitsField } from './MissingDigitsField';

/**
 * PHONE_GUESS: the user types the hidden digits of their phone number between the first and
 * last digits the server shows. Header and message come from the challenge data.
 */
function PhoneGuessChallenge({ attributes, ott, flow }: ChallengeProps<PhoneGuessAttributes>) {
  const t = useMessages();
  const { config } = useGatehouse();
  const controller = useController(() =>
    createPhoneGuessChallenge({
      client: clientFor(config),
      ott,
      attributes,
      onVerified: flow.complete,
      onFailure: flow.failure,
      report: flow.report,
    }),
  );

  const state = useStore(controller);
  const [digits, setDigits] = useState('');
  const [invalid, setInvalid] = useState<MessageKey | null>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state.error && state.phase === 'entry') field.current?.focus();
  }, [state.error, state.phase]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = controller.verify(digits);
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
    <Screen title={attributes.header || t('phoneGuess.title')}>
      <p className="gh-text">{attributes.message || t('phoneGuess.message')}</p>
      {loggingOut ? (
        <Alert>{state.error?.serverMessage ?? t('knowledge.attemptLimit')}</Alert>
      ) : null}
      <form className="gh-form" noValidate onSubmit={submit}>
        <MissingDigitsField
          ref={field}
          first={attributes.firstPhoneNumbers ?? undefined}
          last={attributes.lastPhoneNumbers ?? undefined}
          count={controller.hiddenDigits}
          value={digits}
          disabled={loggingOut}
          error={invalid ? t(invalid) : serverError}
          onValueChange={(next) => {
            setDigits(next);
            setInvalid(null);
          }}
        />
        <Button type="submit" loading={state.phase === 'verifying'} disabled={loggingOut}>
          {t('phoneGuess.submit')}
        </Button>
      </form>
      {flow.alternatives.length > 0 ? (
        <div className="gh-actions">
          <Button variant="link" disabled={loggingOut} onClick={flow.showAlternates}>
            {t('challenge.tryAnotherWay')}
          </Button>
        </div>
      ) : null}
    </Screen>
  );
}

export default PhoneGuessChallenge;
