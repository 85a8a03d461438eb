'use client';

import type { GatehouseError, GatehouseEventListener } from '@gatehouse-auth/core';
import type { LoginCredentials, LoginState, LoginStore } from '@gatehouse-auth/core/headless';
import type { LoginExtras, SocialProvider } from '@gatehouse-auth/core/internal';
import { takeSocialReturn } from '@gatehouse-auth/core/internal/login/socialReturn';
import {
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { CaptchaConfig } from '../captcha/Captcha';
import { createCaptchaSlot } from '../captcha/captchaSlot';
import { noEvents, useScreenShown, WidgetEventsContext } from '../events/widgetEventsContext';
import { useTexts } from '../messages/useTexts';
import { PasskeyCeremonyContext } from '../passkey/passkeyCeremonyContext';
import { PasskeyCreationContext } from '../passkey/passkeyCreationContext';
import { OfflineNotice } from '../primitives/OfflineNotice';
import { ScreenFocusScope } from '../primitives/Screen';
import { Spinner } from '../primitives/Spinner';
import { useLatest } from '../primitives/useLatest';
import { useLazyController, useLazyStore } from '../primitives/useLazyController';
import { useGatehouse } from '../provider/GatehouseProvider';
import { DeactivatedScreen } from './DeactivatedScreen';
import { InfoMessageScreen } from './InfoMessageScreen';
import { LoginForm } from './LoginForm';
import { PasskeyLogin } from './PasskeyLogin';
import type { PasskeyOfferScreenProps } from './PasskeyOfferScreen';

// The talking half loads once the form is on screen; the challenge flow once the login needs a
// second factor.
const loadController = () => import('./loginController');
const SecondFactor = lazy(() =>
  import('../challengeFlow/ChallengeFlow').then((module) => ({
    default: module.ChallengeFlowView,
  })),
);

// The passkey offer's screen loads only when the offer shows; if it cannot load, the user goes on.
const PasskeyOffer = lazy<ComponentType<PasskeyOfferScreenProps>>(() =>
  import('./PasskeyOfferScreen').catch(() => ({ default: OfferUnavailable })),
);

function OfferUnavailable({ onUnavailable }: PasskeyOfferScreenProps) {
  useEffect(() => onUnavailable?.(), [onUnavailable]);
  return null;
}

export interface LoginFlowProps {
  /**
   * 'businessInvite': 'Log in as {email} to accept your invite.' with the email fixed;
   * 'dataSharing': email only (no password), the data-sharing notice and policy link.
   */
  variant?: 'login' | 'businessInvite' | 'dataSharing';
  /** The invite's email (businessInvite); prefills the email field otherwise. */
  email?: string;
  /** Sent as redirectAfterUrl: where the server sends the user after login. */
  redirectUrl?: string;
  /** An invisible captcha before every login (Turnstile by default); its code loads only when given. */
  captcha?: CaptchaConfig;
  /** Social sign-in buttons, in this order, under 'Or log in with'. None by default. */
  socialProviders?: readonly SocialProvider[];
  /** 'signup': the social group reads 'Or sign up with'. */
  socialText?: 'login' | 'signup';
  /**
   * Where the provider returns the social-login token; default this page (origin and path). That
   * page must be on this page's origin (the tab's state lives in its sessionStorage) and render
   * `<LoginFlow>`, which takes the token from the address itself, only in the tab that started
   * the sign-in.
   */
  loginStateUrl?: string;
  /** 'Log in with a passkey' and passkey autofill on the email field (login variant). Default true. */
  passkeys?: boolean;
  /**
   * Given: the login opens at the second factor with this one-time token, one your page obtained
   * itself (a host's own one-press login, `immediatePasskeyLogin`). Never a token from the
   * address: a social sign-in's return is read by LoginFlow itself.
   */
  oneTimeToken?: string;
  /**
   * After a phishable login the server may offer a passkey (API.md §7): the automatic upgrade
   * where the browser's password manager can agree, else one screen with "Create a passkey" and
   * "Not now", before the user goes on. False: neither. Default true.
   */
  passkeyOffer?: boolean;
  /** Given: shown after the first factor; the second factor starts when the user continues. */
  infoMessage?: { title: string; message: ReactNode };
  /**
   * Given: called instead of navigating, with where the server sends the user (default `/home`)
   * once the navigation gate allowed it: the path (`/home?x=1#y`) on this page's origin, which a
   * router takes as it is (`navigate(location)`, `router.push(location)`); the absolute href on an
   * origin in `allowedRedirectOrigins`.
   */
  onSuccess?: (result: { location: string }) => void;
  onFailure?: (error: GatehouseError) => void;
  /**
   * Analytics: this login's events (flow `login`, its second factor's challenges and captcha
   * included), before the provider's `onEvent`. Never during server rendering; one that throws
   * goes to the provider's `onError`.
   */
  onEvent?: GatehouseEventListener;
}

const formState: LoginState = { view: 'form', submitting: false, alert: null };
const loadFailedState: LoginState = {
  view: 'form',
  submitting: false,
  alert: { message: { key: 'common.somethingWentWrong' }, actions: [] },
};
const socialRefusedState: LoginState = {
  view: 'form',
  submitting: false,
  alert: { message: { key: 'common.somethingWentWrongRetry' }, actions: [] },
};

function currentPage(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

/** The whole login: email and password, passkey or social, then the second factor, then off to the product. */
export function LoginFlow({
  variant = 'login',
  email,
  redirectUrl,
  captcha,
  socialProviders = [],
  socialText = 'login',
  loginStateUrl,
  passkeys = true,
  oneTimeToken,
  passkeyOffer = true,
  infoMessage,
  onSuccess,
  onFailure,
  onEvent,
}: LoginFlowProps) {
  const gatehouse = useGatehouse();
  const t = useTexts();
  const ceremony = useContext(PasskeyCeremonyContext);
  const creation = useContext(PasskeyCreationContext);
  const latest = useLatest({
    creation,
    onSuccess,
    onFailure,
    captchaSiteKey: captcha?.siteKey,
    onEvent,
    gatehouse,
  });
  // Passkeys log in whoever owns them: not where the email is fixed or only the email is sent.
  const passkeysOffered = passkeys && variant === 'login';
  // One captcha for the form: a passkey login answers it too, once the user has chosen a passkey.
  // (Stable for the flow's life; it reads the latest site key when it runs.)
  const [captchaSlot] = useState(createCaptchaSlot);
  const [captchaExtras] = useState<LoginExtras>(
    () => () =>
      captchaSlot.answer().then((answer) => ({ captcha: answer, siteKey: latest.captchaSiteKey })),
  );
  const passkeyExtras = captcha ? captchaExtras : undefined;

  const { controller: loaded, load } = useLazyController(() =>
    loadController().then((module) => {
      const events = module.createWidgetEvents('login', latest);
      return {
        module,
        events,
        networkWaits: module.networkWaitsFor(gatehouse.config),
        store: module.createLoginController(gatehouse, {
          variant,
          redirectUrl,
          oneTimeToken,
          pauseBeforeSecondFactor: infoMessage !== undefined,
          loginStateUrl: () => loginStateUrl ?? currentPage(),
          onSuccess: onSuccess ? (result) => latest.onSuccess?.(result) : undefined,
          onFailure: (error) => latest.onFailure?.(error),
          onEvent: events.emit,
          passkeyOffer,
          passkeyCreation: creation
            ? (options, how) => (latest.creation ?? creation)(options, how)
            : undefined,
        }),
      };
    }),
  );
  const store = loaded?.store ?? null;
  const [waiting, setWaiting] = useState<LoginState | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => (store ? () => store.dispose() : undefined), [store]);

  // Passkey autofill, once the talking half is here: no request before the form is usable.
  useEffect(() => {
    if (!loaded || !passkeysOffered) return;
    let active = true;
    void loaded.module.conditionalMediationAvailable().then((available) => {
      if (active && available) loaded.store.startPasskeyAutofill(ceremony, passkeyExtras);
    });
    return () => {
      active = false;
    };
  }, [loaded, passkeysOffered, ceremony, passkeyExtras]);

  // One press of Log in with the email empty asks for a passkey on this device, where the
  // browser can ask so (`immediateGet`).
  const [immediateAvailable, setImmediateAvailable] = useState(false);
  useEffect(() => {
    if (!loaded || !passkeysOffered) return;
    let active = true;
    void loaded.module.immediateMediationAvailable().then((available) => {
      if (active) setImmediateAvailable(available);
    });
    return () => {
      active = false;
    };
  }, [loaded, passkeysOffered]);

  const [startState] = useState<LoginState>(() =>
    oneTimeToken ? { view: 'secondFactor', oneTimeToken } : formState,
  );
  const state = useLazyStore(store, waiting ?? (loadFailed ? loadFailedState : startState));
  useScreenShown(loaded?.events, state.view);

  /** Runs a store action now, or once the store has arrived (a fast user on a slow network). */
  const act = (pending: LoginState, action: (ready: LoginStore) => void) => {
    if (loaded) {
      action(loaded.store);
      return;
    }
    setWaiting(pending);
    setLoadFailed(false);
    load().then(
      (ready) => action(ready.store),
      () => {
        setWaiting(null);
        setLoadFailed(true);
      },
    );
  };

  const busy = (method: 'password' | 'passkey' | SocialProvider): LoginState => ({
    view: 'form',
    submitting: true,
    method,
    alert: null,
  });
  const submit = (credentials: LoginCredentials) =>
    act(busy('password'), (ready) => ready.submit(credentials));
  const social = (provider: SocialProvider) =>
    act(busy(provider), (ready) => ready.social(provider));
  const passkey = () => act(busy('passkey'), (ready) => ready.passkey(ceremony, passkeyExtras));

  // Back from a social provider: the token in the address is used only in the tab that started
  // the sign-in (its state matches), then leaves the address bar. Read after mount, never at render.
  useEffect(() => {
    const returned = takeSocialReturn(window.location.href);
    if (returned.kind === 'none') return;
    window.history.replaceState(window.history.state, '', returned.address);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is the outside world: read after mount, never at render
    act(
      returned.kind === 'resume'
        ? { view: 'secondFactor', oneTimeToken: returned.oneTimeToken }
        : socialRefusedState,
      (ready) => ready.socialReturned(returned),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount: the address holds the return only until it is taken
  }, []);

  let view;
  switch (state.view) {
    case 'form': {
      // The one-press login is a passkey login that Log in started: Log in waits for it.
      const method = state.submitting
        ? state.immediate
          ? 'password'
          : (state.method ?? 'password')
        : undefined;
      view = (
        <LoginForm
          variant={variant}
          initialEmail={email}
          submitting={state.submitting}
          method={method}
          alert={state.alert}
          onSubmit={submit}
          immediatePasskey={
            loaded && passkeysOffered && immediateAvailable
              ? () => loaded.store.immediatePasskey(ceremony, passkeyExtras)
              : undefined
          }
          captcha={captcha}
          captchaSlot={captchaSlot}
          social={
            variant !== 'dataSharing' && socialProviders.length > 0
              ? { providers: [...socialProviders], text: socialText, onSelect: social }
              : undefined
          }
          passkey={
            passkeysOffered ? (
              <PasskeyLogin
                onStart={() => passkey()}
                loading={method === 'passkey'}
                disabled={state.submitting}
              />
            ) : undefined
          }
        />
      );
      break;
    }
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
    case 'info':
      view = (
        <InfoMessageScreen
          title={infoMessage?.title ?? ''}
          message={infoMessage?.message}
          onContinue={() => store?.proceed()}
        />
      );
      break;
    case 'secondFactor': {
      const token = state.oneTimeToken;
      view = (
        <Suspense fallback={<Spinner label={t('challenge.loading')} />}>
          <SecondFactor
            ott={token}
            onSuccess={(result) =>
              act(state, (ready) => ready.secondFactorPassed(result.oneTimeToken))
            }
            // Without a host handler the flow shows failures on its own error screen.
            onFailure={onFailure ? (error) => latest.onFailure?.(error) : undefined}
            onRetry={() => act(formState, (ready) => ready.backToForm())}
          />
        </Suspense>
      );
      break;
    }
    case 'passkeyOffer':
      view = (
        <Suspense fallback={<Spinner label={t('login.redirecting')} />}>
          <PasskeyOffer
            status={state.status}
            onCreate={() => store?.createPasskey()}
            onDecline={() => store?.declinePasskey()}
            onUnavailable={() => store?.declinePasskey('failed')}
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
    <div className="gh-root gh-login" lang={gatehouse.locale?.locale} dir={gatehouse.locale?.dir}>
      <OfflineNotice waits={loaded?.networkWaits} />
      <WidgetEventsContext.Provider value={loaded?.events ?? noEvents}>
        <ScreenFocusScope>{view}</ScreenFocusScope>
      </WidgetEventsContext.Provider>
    </div>
  );
}
