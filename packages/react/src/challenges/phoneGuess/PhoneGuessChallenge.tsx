'use client';

import type { PhoneGuessAttributes } from '@gatehouse-auth/core/internal';
import { createPhoneGuessController } from '@gatehouse-auth/core/internal/challenges/phoneGuess/phoneGuessController';
import { useRef } from 'react';
import { useStore } from 'zustand';
import { useMessages } from '../../messages/useMessages';
import { Button } from '../../primitives/Button';
import { Screen } from '../../primitives/Screen';
import { useController } from '../../primitives/useController';
import { clientFor } from '../../provider/clientFor';
import { useGatehouse } from '../../provider/GatehouseProvider';
import type { ChallengeProps } from '../../registry/challengeDefinition';
import { useAnswerField } from '../knowledge/useAnswerField';
import { TryAnotherWay } from '../TryAnotherWay';
import { MissingDigitsField } from './MissingDigitsField';

/**
 * PHONE_GUESS: the user types the hidden digits of their phone number between the first and
 * last digits the server shows. Header and message come from the challenge data.
 */
function PhoneGuessChallenge({ flow }: ChallengeProps<PhoneGuessAttributes>) {
  const { attributes } = flow;
  const t = useMessages();
  const { config } = useGatehouse();
  const controller = useController(() =>
    createPhoneGuessController({
      client: clientFor(config),
      ott: flow.ott,
      attributes,
      onPassed: flow.pass,
      onFailure: flow.failure,
      report: flow.report,
    }),
  );

  const state = useStore(controller);
  const field = useRef<HTMLInputElement>(null);
  const digits = useAnswerField(controller, state, field);
  const { loggingOut } = digits;

  return (
    <Screen title={attributes.header || t('phoneGuess.title')}>
      <p className="gh-text">{attributes.message || t('phoneGuess.message')}</p>
      {digits.logoutAlert}
      <form className="gh-form" noValidate onSubmit={digits.submit}>
        <MissingDigitsField
          ref={field}
          first={attributes.firstPhoneNumbers ?? undefined}
          last={attributes.lastPhoneNumbers ?? undefined}
          count={controller.hiddenDigits}
          value={digits.value}
          disabled={loggingOut}
          error={digits.error}
          announceError={digits.announceError}
          onValueChange={digits.change}
        />
        <Button type="submit" loading={state.phase === 'verifying'} disabled={loggingOut}>
          {t('phoneGuess.submit')}
        </Button>
      </form>
      {flow.alternatives.length > 0 ? (
        <div className="gh-actions">
          <TryAnotherWay flow={flow} disabled={loggingOut} />
        </div>
      ) : null}
    </Screen>
  );
}

export default PhoneGuessChallenge;
