'use client';

import type {
  GatehouseError,
  GatehouseEventListener,
  PhoneNumber,
  SavedPhoneNumber,
} from '@gatehouse-auth/core';
import type { AccountPhoneState } from '@gatehouse-auth/core/headless';
import { hasPrimaryPhoneNumber } from '@gatehouse-auth/core/internal/accountPhone/accountPhoneState';
import { accountPhoneMessages } from '@gatehouse-auth/core/internal/messages/accountPhoneMessages';
import { signupPhoneMessages } from '@gatehouse-auth/core/internal/messages/signupPhoneMessages';
import { useState } from 'react';
import { useStore } from 'zustand';
import { useWidgetEvents } from '../events/useWidgetEvents';
import { useScreenShown } from '../events/widgetEventsContext';
import { withMessages } from '../messages/MessageCatalogue';
import { useMessages, type Translate } from '../messages/useMessages';
import { DuplicatePhoneScreen } from '../phone/DuplicatePhoneScreen';
import { PhoneNumberScreen } from '../phone/PhoneNumberScreen';
import { ActionAlert } from '../primitives/ActionAlert';
import { Alert } from '../primitives/Alert';
import { Button } from '../primitives/Button';
import { OfflineNotice } from '../primitives/OfflineNotice';
import { Screen, ScreenFocusScope } from '../primitives/Screen';
import { Spinner } from '../primitives/Spinner';
import { useController } from '../primitives/useController';
import { useGatehouse } from '../provider/GatehouseProvider';
import { createAccountPhoneController } from './accountPhoneController';

export interface PhoneNumberSettingsProps {
  /** A number was added or changed: the saved number and the approval's verdict. */
  onSuccess?: (result: SavedPhoneNumber) => void;
  /** Every failed call (the widget shows its own screens too); not a closed approval modal. */
  onFailure?: (error: GatehouseError) => void;
  /** Two-letter code of the country the number entry starts on. Default GB. */
  defaultCountry?: string;
  /**
   * Analytics: this widget's events (flow `accountPhone`) and its approval modal's (flow
   * `stepUp`), before the provider's `onEvent`. Never during server rendering; one that throws
   * goes to the provider's `onError`.
   */
  onEvent?: GatehouseEventListener;
}

type OverviewState = Extract<AccountPhoneState, { status: 'LOADING' | 'LOAD_FAILED' | 'LIST' }>;

/** PRIMARY has a text of its own; any other type the server may add is shown as it comes. */
function typeLabel(t: Translate, type: string): string {
  return type === 'PRIMARY' ? t('accountPhone.type.PRIMARY') : type;
}

interface OverviewProps {
  state: OverviewState;
  onRetry: () => void;
  onAdd: () => void;
  onChange: (number: PhoneNumber) => void;
}

/** The list with its loading and failed states, one screen: the first load moves no focus. */
function Overview({ state, onRetry, onAdd, onChange }: OverviewProps) {
  const t = useMessages();
  let content;
  switch (state.status) {
    case 'LOADING':
      content = <Spinner label={t('accountPhone.loading')} />;
      break;
    case 'LOAD_FAILED':
      content = (
        <>
          <ActionAlert alert={state.alert} />
          <div className="gh-actions">
            <Button loading={state.retrying} onClick={onRetry}>
              {t('common.retry')}
            </Button>
          </div>
        </>
      );
      break;
    case 'LIST':
      content = (
        <>
          {state.numbers.length === 0 ? (
            <p className="gh-text">{t('accountPhone.empty')}</p>
          ) : (
            <ul className="gh-method-list gh-phone-numbers">
              {state.numbers.map((number) => (
                <li key={String(number.id)} className="gh-actions gh-phone-numbers__item">
                  <span className="gh-text">
                    {number.phoneNumber}{' '}
                    <span className="gh-text--muted">{typeLabel(t, number.type)}</span>
                  </span>
                  <Button
                    variant="secondary"
                    aria-label={t('accountPhone.changeNumber', { phoneNumber: number.phoneNumber })}
                    onClick={() => onChange(number)}
                  >
                    {t('accountPhone.change')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {hasPrimaryPhoneNumber(state.numbers) ? null : (
            <div className="gh-actions">
              <Button onClick={onAdd}>{t('accountPhone.add')}</Button>
            </div>
          )}
        </>
      );
      break;
    default: {
      const unreachable: never = state;
      content = unreachable;
    }
  }
  const busy = state.status === 'LOADING' || (state.status === 'LOAD_FAILED' && state.retrying);
  return (
    <Screen title={t('accountPhone.title')} busy={busy} className="gh-account-phone">
      {content}
    </Screen>
  );
}

/**
 * The logged-in phone settings (SPEC.md §2 phone number screens, §4 'Phone verification', §7):
 * the user's numbers; 'Add a phone number' creates the PRIMARY one when there is none, 'Change'
 * replaces one. The save goes through step-up: its approval modal asks for the code sent to the
 * new number (a voice call for a landline). Duplicate numbers lead to the duplicate screens,
 * blocked ones to their message; closing the modal returns to the entry, nothing saved.
 */
function PhoneNumberSettingsView({
  onSuccess,
  onFailure,
  defaultCountry,
  onEvent,
}: PhoneNumberSettingsProps) {
  const gatehouse = useGatehouse();
  const t = useMessages();
  const events = useWidgetEvents('accountPhone', onEvent);
  const [callbacks] = useState(() => ({ onSuccess, onFailure, onEvent }));
  Object.assign(callbacks, { onSuccess, onFailure, onEvent });
  const [controller] = useState(() =>
    createAccountPhoneController(gatehouse, {
      onSuccess: (result) => callbacks.onSuccess?.(result),
      onFailure: (error) => callbacks.onFailure?.(error),
      onEvent: events.emit,
      // The approval modal's events reach the provider it shows in by themselves.
      onStepUpEvent: (event) => callbacks.onEvent?.(event),
    }),
  );
  const store = useController(() => controller.store);
  const state = useStore(store);
  useScreenShown(events, state.status);

  let view;
  switch (state.status) {
    case 'LOADING':
    case 'LOAD_FAILED':
    case 'LIST':
      view = (
        <Overview
          key="overview"
          state={state}
          onRetry={() => store.retryLoad()}
          onAdd={() => store.add()}
          onChange={(number) => store.change(number.id)}
        />
      );
      break;
    case 'PHONE_NUMBER': {
      const { target } = state;
      view = (
        <PhoneNumberScreen
          key={`entry-${target ? String(target.id) : 'new'}`}
          title={target ? t('accountPhone.change.title') : t('accountPhone.add.title')}
          text={
            target
              ? t('accountPhone.change.text', { phoneNumber: target.phoneNumber })
              : t('accountPhone.add.text')
          }
          submitLabel={t('accountPhone.save')}
          phone={state.phone}
          defaultCountry={defaultCountry}
          submitting={state.submitting}
          alert={state.alert}
          notice={state.approvalClosed ? t('accountPhone.approvalClosed') : null}
          onSubmit={(phone) => store.submit(phone)}
          secondaryAction={
            <Button
              variant="link"
              onClick={() => store.cancel()}
              aria-disabled={state.submitting || undefined}
            >
              {t('accountPhone.cancel')}
            </Button>
          }
        />
      );
      break;
    }
    case 'DUPLICATE_PHONE_NUMBER':
      view = (
        <DuplicatePhoneScreen
          step={state.step}
          maskedDuplicateEmail={state.maskedDuplicateEmail}
          onNotRecognised={() => store.notRecognised()}
          onBack={() => store.changeNumber()}
        />
      );
      break;
    case 'SAVED':
      view = (
        <Screen key="saved" title={t('accountPhone.saved.title')} className="gh-account-phone">
          <Alert tone="success">
            {t('accountPhone.saved.text', { phoneNumber: state.saved.phoneNumber })}
            {state.approvalResult === 'APPROVED' ? ` ${t('accountPhone.saved.approved')}` : null}
          </Alert>
          <div className="gh-actions">
            <Button onClick={() => store.done()}>{t('accountPhone.saved.back')}</Button>
          </div>
        </Screen>
      );
      break;
    default: {
      const unreachable: never = state;
      view = unreachable;
    }
  }
  return (
    <div
      className="gh-root gh-account-phone-flow"
      lang={gatehouse.locale?.locale}
      dir={gatehouse.locale?.dir}
    >
      <OfflineNotice waits={controller.networkWaits} />
      <ScreenFocusScope>{view}</ScreenFocusScope>
    </div>
  );
}

/** With its texts, which load with it. */
export const PhoneNumberSettings = withMessages(
  PhoneNumberSettingsView,
  // Its number screens are the sign-up's, with the sign-up phone texts.
  { ...signupPhoneMessages, ...accountPhoneMessages },
);
