'use client';

import type { GatehouseError, GatehouseEventListener, SignupResult } from '@gatehouse-auth/core';
import type { CaptchaSource, SignupState, SignupValues } from '@gatehouse-auth/core/headless';
import type { AccountType, CountryLists, SignupScreen } from '@gatehouse-auth/core/internal';
import { signupMessages } from '@gatehouse-auth/core/internal/messages/signupMessages';
import { initialCountryLists } from '@gatehouse-auth/core/internal/signup/signupRules';
import { useEffect, useState } from 'react';
import type { CaptchaConfig } from '../captcha/Captcha';
import { createCaptchaSlot } from '../captcha/captchaSlot';
import { createWidgetEvents } from '../events/createWidgetEvents';
import { noEvents, useScreenShown, WidgetEventsContext } from '../events/widgetEventsContext';
import { withMessages } from '../messages/MessageCatalogue';
import { useMessages } from '../messages/useMessages';
import { AfterHydration } from '../primitives/AfterHydration';
import { OfflineNotice } from '../primitives/OfflineNotice';
import { ScreenFocusScope } from '../primitives/Screen';
import { Spinner } from '../primitives/Spinner';
import { useLazyController, useLazyStore } from '../primitives/useLazyController';
import { useGatehouse } from '../provider/GatehouseProvider';
import { CheckEmailScreen } from './CheckEmailScreen';
import { RegisterErrorScreen } from './RegisterErrorScreen';
import { RegisterForm } from './RegisterForm';
import { SignupEmailForm } from './SignupEmailForm';

// Loaded after the form is on screen: the client and the stores.
const loadController = () => import('./signupController');

export type SignupFormVariant = 'email' | 'register' | 'businessInviteRegister';

export interface SignupFormProps {
  /** Default 'email': the email-only form. 'register' and 'businessInviteRegister' are the full form. */
  variant?: SignupFormVariant;
  /** The fixed email of the full form ('Sign up as…', or the business invite); a prefill for the email form. */
  email?: string;
  /** The full form offers Personal / Business. */
  accountTypeChoice?: boolean;
  /** Replaces the 'Sign up' button text. */
  submitLabel?: string;
  /** Carried on to the register flow, and to /login from the 'Log in' action. */
  redirectUrl?: string;
  /**
   * The invisible captcha. Absent (tests, or a host that checks for bots elsewhere): the sign-up
   * is sent without a captcha, which the real API refuses unless the host's gateway adds one.
   */
  captcha?: CaptchaConfig;
  /** Given: custom registration. No cookie, no redirect; called with the new sign-up. */
  onSuccess?: (result: SignupResult) => void;
  /**
   * Called once the sign-up exists, before `onSuccess` or the redirect, with its `id` and the
   * `email` it was made with: `/register/{id}` carries no email, so a host whose register page
   * shows it (`<SignupForm variant="register" email>`) keeps it here, e.g. in sessionStorage.
   */
  onSignedUp?: (signup: { id: string; email: string }) => void;
  onFailure?: (error: GatehouseError) => void;
  /**
   * Analytics: this sign-up's events (flow `signup`, its captcha's included), before the
   * provider's `onEvent`. Never during server rendering; one that throws goes to the provider's
   * `onError`.
   */
  onEvent?: GatehouseEventListener;
}

const idle: SignupState = { status: 'idle' };
const submitting: SignupState = { status: 'submitting' };
const loadFailed: Extract<SignupState, { status: 'failure' }> = {
  status: 'failure',
  alert: { message: { key: 'common.somethingWentWrongRetry' }, actions: [] },
  serverFault: false,
};

function countryTypes(variant: SignupFormVariant, accountTypeChoice: boolean): AccountType[] {
  if (variant === 'email') return [];
  return accountTypeChoice ? ['personal', 'business'] : ['personal'];
}

/** `<SignupForm>` of API.md §1: the email sign-up, or the full registration form. */
function SignupFormView({
  variant = 'email',
  email,
  accountTypeChoice = false,
  submitLabel,
  redirectUrl,
  captcha,
  onSuccess,
  onSignedUp,
  onFailure,
  onEvent,
}: SignupFormProps) {
  const gatehouse = useGatehouse();
  const t = useMessages();
  const [callbacks] = useState(() => ({ onSuccess, onSignedUp, onFailure, onEvent, gatehouse }));
  Object.assign(callbacks, { onSuccess, onSignedUp, onFailure, onEvent, gatehouse });
  const [types] = useState(() => countryTypes(variant, accountTypeChoice));
  const [initialLists] = useState(() => initialCountryLists(types));

  const [early, setEarly] = useState<SignupState>(idle);
  const [retrying, setRetrying] = useState(false);
  // What the user last sent: the form comes back filled with it after a failure screen.
  const [lastValues, setLastValues] = useState<SignupValues | undefined>(undefined);
  // The captcha's code loads once the form is on screen; a submit before then waits for it.
  const [captchaSlot] = useState(createCaptchaSlot);
  const { Captcha: SlotCaptcha, ref: captchaRef } = captchaSlot;
  const [captchaSource] = useState<CaptchaSource>(() => ({
    execute: captchaSlot.answer,
    reset: () => captchaSlot.current()?.reset(),
  }));

  const { controller: controller, load } = useLazyController(() =>
    loadController().then(({ createSignupController }) => {
      const events = createWidgetEvents('signup', callbacks);
      return {
        events,
        ...createSignupController(gatehouse, {
          variant,
          redirectUrl,
          countryTypes: types,
          onSuccess: onSuccess ? (result) => callbacks.onSuccess?.(result) : undefined,
          onSignedUp: (signup) => callbacks.onSignedUp?.(signup),
          onFailure: (error) => callbacks.onFailure?.(error),
          onEvent: events.emit,
        }),
      };
    }),
  );
  useEffect(() => {
    if (!controller) return undefined;
    controller.countries?.load();
    return () => {
      controller.signup.dispose();
      controller.countries?.dispose();
    };
  }, [controller]);

  const store = controller?.signup;
  const state = useLazyStore(store, early);
  const lists: CountryLists = useLazyStore(controller?.countries, initialLists);

  // A retry keeps the error screen until its submission ends.
  const [seenStatus, setSeenStatus] = useState(state.status);
  if (seenStatus !== state.status) {
    setSeenStatus(state.status);
    if (state.status !== 'submitting') setRetrying(false);
  }

  const source = captcha ? captchaSource : undefined;
  const submit = (values: SignupValues) => {
    setLastValues(values);
    if (store) {
      store.submit(values, source);
      return;
    }
    // Submitted before the controller arrived (a fast user on a slow network): send once it has.
    setEarly(submitting);
    load().then(
      (ready) => {
        ready.signup.submit(values, source);
      },
      () => setEarly(loadFailed),
    );
  };

  const formAlert = state.status === 'failure' ? state.alert : null;
  const isSubmitting = state.status === 'submitting';
  let view;
  let screen: SignupScreen = 'form';
  switch (state.status) {
    case 'idle':
    case 'submitting':
    case 'failure':
      if (
        variant !== 'email' &&
        ((state.status === 'failure' && state.serverFault) || (isSubmitting && retrying))
      ) {
        screen = 'registerError';
        view = (
          <RegisterErrorScreen
            alert={state.status === 'failure' ? state.alert : loadFailed.alert}
            retrying={isSubmitting}
            onRetry={() => {
              setRetrying(true);
              store?.retry(source);
            }}
          />
        );
      } else if (variant === 'email') {
        view = (
          <SignupEmailForm
            initialEmail={lastValues?.email ?? email}
            submitLabel={submitLabel}
            submitting={isSubmitting}
            alert={formAlert}
            onSubmit={submit}
          />
        );
      } else {
        view = (
          <RegisterForm
            variant={variant}
            email={email}
            accountTypeChoice={accountTypeChoice}
            submitLabel={submitLabel}
            submitting={isSubmitting}
            alert={formAlert}
            countries={lists}
            initialValues={lastValues}
            onSubmit={submit}
          />
        );
      }
      break;
    case 'success':
      screen =
        variant === 'email' && state.location === undefined && state.result.emailVerifyOtt
          ? 'checkEmail'
          : 'continuing';
      view =
        screen === 'checkEmail' ? (
          <CheckEmailScreen
            email={state.email}
            resend={state.resend}
            onResend={() => store?.resendEmail()}
          />
        ) : (
          <Spinner label={t('signup.continuing')} />
        );
      break;
    default: {
      const unreachable: never = state;
      view = unreachable;
    }
  }
  useScreenShown(controller?.events, screen);
  return (
    <div className="gh-root gh-signup" lang={gatehouse.locale?.locale} dir={gatehouse.locale?.dir}>
      <OfflineNotice waits={controller?.networkWaits} />
      <WidgetEventsContext.Provider value={controller?.events ?? noEvents}>
        <ScreenFocusScope>{view}</ScreenFocusScope>
        {captcha ? (
          <AfterHydration>
            <SlotCaptcha ref={captchaRef} config={captcha} />
          </AfterHydration>
        ) : null}
      </WidgetEventsContext.Provider>
    </div>
  );
}

/** The sign-up form; its texts load with it, not on the login page. */
export const SignupForm = withMessages(SignupFormView, signupMessages);
