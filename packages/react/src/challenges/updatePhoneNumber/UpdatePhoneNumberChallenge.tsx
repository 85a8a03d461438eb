'use client';

import type { PhoneNumberInput, MessageKey } from '@gatehouse-auth/core';
import type { UpdatePhoneNumberAttributes, SignupPhoneAlert } from '@gatehouse-auth/core/internal';
import {
  describeUpdatePhoneNumberError,
  verifyNewPhoneNumber,
} from '@gatehouse-auth/core/internal/challenges/updatePhoneNumber/updatePhoneNumberCalls';
import { asGatehouseError } from '@gatehouse-auth/core/internal/errors/gatehouseError';
import { toE164 } from '@gatehouse-auth/core/internal/phone/e164';
import { createLifetime } from '@gatehouse-auth/core/internal/runtime/lifetime';
import { createSingleFlight } from '@gatehouse-auth/core/internal/runtime/singleFlight';
import { useEffect, useState, type ChangeEvent, type FocusEvent } from 'react';
import { useMessages } from '../../messages/useMessages';
import { PhoneNumberScreen } from '../../phone/PhoneNumberScreen';
import { clientFor } from '../../provider/clientFor';
import { useGatehouse } from '../../provider/GatehouseProvider';
import type { ChallengeProps } from '../../registry/challengeDefinition';

const requiredAlert: SignupPhoneAlert<MessageKey> = {
  message: { key: 'validation.required' },
  actions: [],
};

/** The number field of the phone number entry (the calling code is a select). */
const isEmptyNumberField = (target: EventTarget) =>
  target instanceof HTMLInputElement &&
  target.type === 'tel' &&
  target.value.replace(/\D/g, '') === '';

/**
 * UPDATE_PHONE_NUMBER (SPEC.md §2, §5, §7): the phone number entry (calling code and national
 * number, the US SMS consent; submit waits for a number, and leaving it empty says 'Please fill
 * this field'), then POST …/phone-number/verify with `newPhoneNumber` and the flow goes on. A
 * refused number (taken, invalid, blocked) shows the server's text.
 */
function UpdatePhoneNumberChallenge({ flow }: ChallengeProps<UpdatePhoneNumberAttributes>) {
  const t = useMessages();
  const { config, onError } = useGatehouse();
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<SignupPhoneAlert<MessageKey> | null>(null);
  // One verify at a time; leaving the screen cancels it and drops its answer.
  const [{ life, saves }] = useState(() => {
    const lifetime = createLifetime();
    return { life: lifetime, saves: createSingleFlight(lifetime) };
  });
  useEffect(() => {
    life.renew();
    return () => life.end();
  }, [life]);

  const submit = (input: PhoneNumberInput) => {
    const newPhoneNumber = toE164(input);
    if (!newPhoneNumber) return;
    void saves.run(
      (signal) => {
        setSaving(true);
        setAlert(null);
        return verifyNewPhoneNumber(clientFor(config), { ott: flow.ott, newPhoneNumber, signal });
      },
      () => flow.pass(),
      (cause) => {
        const error = asGatehouseError(cause);
        // A refused number is the user's to fix; anything else is worth the host's monitoring.
        if (error.status < 400 || error.status >= 500) onError?.(error);
        setSaving(false);
        setAlert(describeUpdatePhoneNumberError(error));
      },
    );
  };

  // The entry keeps submit disabled while the number is empty; say why once the user leaves it.
  const onBlur = (event: FocusEvent) => {
    if (!saving && isEmptyNumberField(event.target)) setAlert(requiredAlert);
  };
  // Editing the number (or the calling code) makes any message about the last one stale.
  const onChange = (event: ChangeEvent) => {
    if (saving) return;
    if (isEmptyNumberField(event.target)) setAlert(requiredAlert);
    else if (alert) setAlert(null);
  };

  const { attributes } = flow;
  return (
    <div onBlur={onBlur} onChange={onChange}>
      <PhoneNumberScreen
        title={attributes.header || t('updatePhoneNumber.title')}
        text={attributes.message || t('updatePhoneNumber.text')}
        submitLabel={t('updatePhoneNumber.submit')}
        phone={null}
        defaultCountry={attributes.iso2CountryCode ?? undefined}
        submitting={saving}
        alert={alert}
        notice={saving ? t('updatePhoneNumber.saving') : null}
        onSubmit={submit}
      />
    </div>
  );
}

export default UpdatePhoneNumberChallenge;
