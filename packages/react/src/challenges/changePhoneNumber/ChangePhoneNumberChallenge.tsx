'use client';

import type { ChangePhoneNumberAttributes } from '@gatehouse-auth/core/internal';
import { startChangePhoneNumber } from '@gatehouse-auth/core/internal/challenges/changePhoneNumber/changePhoneNumberCalls';
import { useEffect, useRef, useState } from 'react';
import { clientFor } from '../../provider/clientFor';
import { useGatehouse } from '../../provider/GatehouseProvider';
import type { ChallengeProps } from '../../registry/challengeDefinition';
import { ChangePhoneNumberIntro } from './ChangePhoneNumberIntro';

/**
 * INITIATE_CHANGE_PHONE_NUMBER_FLOW (SPEC.md §2, §4, §7): the intro and "Change your phone
 * number"; Continue asks for a phone-change token and the browser goes to the host's change
 * page with it (`/login/change-phone-number#/?code=…&skipIntro=true`), or to the bare page when
 * that fails. The server may send it, or the flow offers it behind "I don't have any of these".
 */
function ChangePhoneNumberChallenge({ flow }: ChallengeProps<ChangePhoneNumberAttributes>) {
  const { attributes } = flow;
  const { config, onError } = useGatehouse();
  const [starting, setStarting] = useState(false);
  const running = useRef<AbortController | null>(null);
  // Leaving the screen (Back, unmount) cancels the call: no navigation after the user moved on.
  useEffect(() => () => running.current?.abort(), []);

  const start = () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setStarting(true);
    void startChangePhoneNumber(clientFor(config), {
      ott: flow.ott,
      signal: controller.signal,
      reportError: onError,
    });
  };

  return (
    <ChangePhoneNumberIntro
      header={attributes.header}
      message={attributes.message}
      fallbackAction={attributes.fallbackAction}
      busy={starting}
      onContinue={start}
      onTryAnotherWay={flow.alternatives.length > 0 ? flow.showAlternates : undefined}
    />
  );
}

export default ChangePhoneNumberChallenge;
