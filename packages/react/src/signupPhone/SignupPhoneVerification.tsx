'use client';

import type {
  GatehouseError,
  GatehouseEventListener,
  PhoneNumberInput,
} from '@gatehouse-auth/core';
import type { SignupPhoneState } from '@gatehouse-auth/core/headless';
import { signupPhoneMessages } from '@gatehouse-auth/core/internal/messages/signupPhoneMessages';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createWidgetEvents } from '../events/createWidgetEvents';
import { noEvents, useScreenShown, WidgetEventsContext } from '../events/widgetEventsContext';
import { withMessages } from '../messages/MessageCatalogue';
import { useMessages } from '../messages/useMessages';
import { DuplicatePhoneScreen } from '../phone/DuplicatePhoneScreen';
import { PhoneNumberScreen } from '../phone/PhoneNumberScreen';
import { ActionAlert } from '../primitives/ActionAlert';
import { Alert } from '../primitives/Alert';
import { Button } from '../primitives/Button';
import { OfflineNotice } from '../primitives/OfflineNotice';
import { Screen, ScreenFocusScope } from '../primitives/Screen';
import { Spinner } from '../primitives/Spinner';
import { useLazyController, useLazyStore } from '../primitives/useLazyController';
import { useGatehouse } from '../provider/GatehouseProvider';

// Loaded after the number entry is on screen (the client), or once the code step starts.
const loadController = () => import('./signupPhoneController');
const CodeStep = lazy(() =>
  import('../challengeFlow/ChallengeFlow').then((module) => ({
    default: module.ChallengeFlowView,
  })),
);

export interface SignupPhoneVerificationProps {
  /** The sign-up's id, from the sign-up call. */
  signupId: string;
  /** The sign-up's token, from the sign-up call. Never logged. */
  signupToken: string;
  /** The number is verified and saved on the sign-up. */
  onSuccess: () => void;
  onFailure?: (error: GatehouseError) => void;
  /** Two-letter code of the country chosen at first. Default GB. */
  defaultCountry?: string;
  /**
   * Analytics: this verification's events (flow `signupPhone`, its code step's challenges
   * included), before the provider's `onEvent`. Never during server rendering; one that throws
   * goes to the provider's `onError`.
   */
  onEvent?: GatehouseEventListener;
}

const entryState: SignupPhoneState = {
  status: 'PHONE_NUMBER',
  phone: null,
  submitting: false,
  alert: null,
};
const loadFailedAlert = {
  message: { key: 'common.somethingWentWrongRetry' as const },
  actions: [],
};

/**
 * Sign-up phone verification (SPEC.md §2, §4): the number, then a code by SMS (a voice call for
 * a landline), or the duplicate-number screens, or the blocked-number message.
 */
function SignupPhoneVerificationView({
  signupId,
  signupToken,
  onSuccess,
  onFailure,
  defaultCountry,
  onEvent,
}: SignupPhoneVerificationProps) {
  const gatehouse = useGatehouse();
  const t = useMessages();
  const [callbacks] = useState(() => ({ onSuccess, onFailure, onEvent, gatehouse }));
  Object.assign(callbacks, { onSuccess, onFailure, onEvent, gatehouse });

  // Before the controller has arrived: the number a fast user submitted, or a load that failed.
  const [early, setEarly] = useState<SignupPhoneState>(entryState);
  const { controller, load } = useLazyController(() =>
    loadController().then(({ createSignupPhoneController, networkWaitsFor }) => {
      const events = createWidgetEvents('signupPhone', callbacks);
      return {
        events,
        networkWaits: networkWaitsFor(gatehouse.config),
        store: createSignupPhoneController(gatehouse, {
          signupId,
          signupToken,
          onSuccess: () => callbacks.onSuccess(),
          onFailure: (error) => callbacks.onFailure?.(error),
          onEvent: events.emit,
        }),
      };
    }),
  );
  const store = controller?.store;
  useEffect(() => (store ? () => store.dispose() : undefined), [store]);

  const state = useLazyStore(store, early);
  useScreenShown(controller?.events, state.status);

  const submit = (phone: PhoneNumberInput) => {
    if (store) {
      store.submit(phone);
      return;
    }
    if (early.status === 'PHONE_NUMBER' && early.submitting) return;
    setEarly({ status: 'PHONE_NUMBER', phone, submitting: true, alert: null });
    load().then(
      (ready) => {
        ready.store.submit(phone);
      },
      () => setEarly({ status: 'PHONE_NUMBER', phone, submitting: false, alert: loadFailedAlert }),
    );
  };

  let view;
  switch (state.status) {
    case 'PHONE_NUMBER':
      view = (
        <PhoneNumberScreen
          phone={state.phone}
          defaultCountry={defaultCountry}
          submitting={state.submitting}
          alert={state.alert}
          onSubmit={submit}
        />
      );
      break;
    case 'DUPLICATE_PHONE_NUMBER':
      view = (
        <DuplicatePhoneScreen
          step={state.step}
          maskedDuplicateEmail={state.maskedDuplicateEmail}
          onNotRecognised={() => store?.notRecognised()}
          onBack={() => store?.changeNumber()}
        />
      );
      break;
    case 'VERIFY_CODE':
      if (state.phase === 'challenge') {
        view = (
          <Suspense fallback={<Spinner label={t('challenge.loading')} />}>
            <CodeStep
              key={state.oneTimeToken}
              ott={state.oneTimeToken}
              onSuccess={() => store?.verificationPassed()}
              onFailure={(error) => callbacks.onFailure?.(error)}
              onRetry={() => store?.changeNumber()}
            />
            <p className="gh-text gh-signup-phone__change">
              <Button variant="link" onClick={() => store?.changeNumber()}>
                {t('signupPhone.changeNumber')}
              </Button>
            </p>
          </Suspense>
        );
      } else if (state.phase === 'completing') {
        view = <Spinner label={t('signupPhone.completing')} />;
      } else {
        view = (
          <Screen title={t('signupPhone.completeFailed.title')}>
            {state.alert ? <ActionAlert alert={state.alert} /> : null}
            <div className="gh-actions">
              <Button onClick={() => store?.retryCompletion()}>{t('common.retry')}</Button>
            </div>
          </Screen>
        );
      }
      break;
    case 'VERIFIED':
      view = (
        <Screen title={t('signupPhone.verified.title')}>
          <Alert tone="success">{t('signupPhone.verified.text')}</Alert>
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
      className="gh-root gh-signup-phone-flow"
      lang={gatehouse.locale?.locale}
      dir={gatehouse.locale?.dir}
    >
      <OfflineNotice waits={controller?.networkWaits} />
      <WidgetEventsContext.Provider value={controller?.events ?? noEvents}>
        <ScreenFocusScope>{view}</ScreenFocusScope>
      </WidgetEventsContext.Provider>
    </div>
  );
}

/** The sign-up's phone verification; its texts load with it, not on the login page. */
export const SignupPhoneVerification = withMessages(
  SignupPhoneVerificationView,
  signupPhoneMessages,
);
