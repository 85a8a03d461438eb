import { createLoginStore, type GatehouseError } from '@gatehouse/core';
import { useEffect, useState } from 'react';
import { ChallengeFlowView } from '../challengeFlow/ChallengeFlow';
import { useMessages } from '../messages/useMessages';
import { ScreenFocusScope } from '../primitives/Screen';
import { Spinner } from '../primitives/Spinner';
import { useStore } from '../primitives/useStore';
import { useGatehouse } from '../provider/GatehouseProvider';
import { DeactivatedScreen } from './DeactivatedScreen';
import { LoginForm } from './LoginForm';

export interface LoginFlowProps {
  /** Prefills the email field. */
  email?: string;
  /** Sent as redirectAfterUrl: where the server sends the user after login. */
  redirectUrl?: string;
  /** Given: called with the (same-origin) location instead of navigating there. */
  onSuccess?: (result: { location: string }) => void;
  onFailure?: (error: GatehouseError) => void;
}

/** The whole login: email and password, then the second factor, then off to the product. */
export function LoginFlow({ email, redirectUrl, onSuccess, onFailure }: LoginFlowProps) {
  const gatehouse = useGatehouse();
  const t = useMessages();
  const [callbacks] = useState(() => ({ onSuccess, onFailure }));
  Object.assign(callbacks, { onSuccess, onFailure });
  const [store] = useState(() =>
    createLoginStore({
      client: gatehouse.client,
      variant: 'login',
      redirectUrl,
      onSuccess: onSuccess ? (result) => callbacks.onSuccess?.(result) : undefined,
      onFailure: (error) => callbacks.onFailure?.(error),
      reportError: gatehouse.onError,
    }),
  );
  useEffect(() => () => store.dispose(), [store]);
  const state = useStore(store);

  let view;
  switch (state.view) {
    case 'form':
      view = (
        <LoginForm
          initialEmail={email}
          submitting={state.submitting}
          alert={state.alert}
          onSubmit={(credentials) => store.submit(credentials)}
        />
      );
      break;
    case 'deactivated':
      view = <DeactivatedScreen title={state.title} message={state.message} canAppeal={state.canAppeal} onBack={store.backToForm} />;
      break;
    case 'secondFactor':
      view = (
        <ChallengeFlowView
          ott={state.oneTimeToken}
          onSuccess={(result) => store.secondFactorPassed(result.oneTimeToken)}
          onFailure={(error) => callbacks.onFailure?.(error)}
          onRetry={store.backToForm}
        />
      );
      break;
    case 'redirecting':
      view = <Spinner label={t('login.redirecting')} />;
      break;
    default: {
      const unreachable: never = state;
      view = unreachable;
    }
  }
  return (
    <div className="gh-root gh-login">
      <ScreenFocusScope>{view}</ScreenFocusScope>
    </div>
  );
}
