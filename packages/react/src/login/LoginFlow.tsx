import type { GatehouseError, LoginCredentials, LoginState } from '@gatehouse/core';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { CaptchaConfig } from '../captcha/Captcha';
import { useMessages } from '../messages/useMessages';
import { ScreenFocusScope } from '../primitives/Screen';
import { useLazyController } from '../primitives/useLazyController';
import { Spinner } from '../primitives/Spinner';
import { useGatehouse } from '../provider/GatehouseProvider';
import { DeactivatedScreen } from './DeactivatedScreen';
import { LoginForm } from './LoginForm';

// Loaded after the form is on screen (the client and zod) or once a second factor is needed.
const loadController = () => import('./loginController');
const SecondFactor = lazy(() =>
  import('../challengeFlow/ChallengeFlow').then((module) => ({ default: module.ChallengeFlowView })),
);

export interface LoginFlowProps {
  /** Prefills the email field. */
  email?: string;
  /** Sent as redirectAfterUrl: where the server sends the user after login. */
  redirectUrl?: string;
  /** Given: called with the (same-origin) location instead of navigating there. */
  onSuccess?: (result: { location: string }) => void;
  onFailure?: (error: GatehouseError) => void;
  /** An invisible captcha before every login (Turnstile by default); its code loads only when given. */
  captcha?: CaptchaConfig;
}

const formState: LoginState = { view: 'form', submitting: false, alert: null };
const submittingState: LoginState = { view: 'form', submitting: true, alert: null };
const loadFailedState: LoginState = {
  view: 'form',
  submitting: false,
  alert: { message: { key: 'common.somethingWentWrong' }, actions: [] },
};
const noSubscription = () => () => {};

/** The whole login: email and password, then the second factor, then off to the product. */
export function LoginFlow({ email, redirectUrl, onSuccess, onFailure, captcha }: LoginFlowProps) {
  const gatehouse = useGatehouse();
  const t = useMessages();
  const [callbacks] = useState(() => ({ onSuccess, onFailure }));
  Object.assign(callbacks, { onSuccess, onFailure });

  const { controller: store, load } = useLazyController(() =>
    loadController().then(({ createLoginController }) =>
      createLoginController(gatehouse, {
        variant: 'login',
        redirectUrl,
        onSuccess: onSuccess ? (result) => callbacks.onSuccess?.(result) : undefined,
        onFailure: (error) => callbacks.onFailure?.(error),
      }),
    ),
  );
  const [waiting, setWaiting] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => (store ? () => store.dispose() : undefined), [store]);

  const loaded = useSyncExternalStore(store?.subscribe ?? noSubscription, () => store?.getState() ?? formState);
  const state = store ? loaded : waiting ? submittingState : loadFailed ? loadFailedState : formState;

  const submit = (credentials: LoginCredentials) => {
    if (store) {
      store.submit(credentials);
      return;
    }
    // Submitted before the controller arrived (a fast user on a slow network): send once it has.
    setWaiting(true);
    setLoadFailed(false);
    load().then(
      (ready) => ready.submit(credentials),
      () => {
        setWaiting(false);
        setLoadFailed(true);
      },
    );
  };

  let view;
  switch (state.view) {
    case 'form':
      view = (
        <LoginForm initialEmail={email} submitting={state.submitting} alert={state.alert} onSubmit={submit} captcha={captcha} />
      );
      break;
    case 'deactivated':
      view = (
        <DeactivatedScreen
          title={state.title}
          message={state.message}
          canAppeal={state.canAppeal}
          onBack={() => store?.backToForm()}
        />
      );
      break;
    case 'secondFactor':
      view = (
        <Suspense fallback={<Spinner label={t('challenge.loading')} />}>
          <SecondFactor
            ott={state.oneTimeToken}
            onSuccess={(result) => store?.secondFactorPassed(result.oneTimeToken)}
            onFailure={(error) => callbacks.onFailure?.(error)}
            onRetry={() => store?.backToForm()}
          />
        </Suspense>
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
