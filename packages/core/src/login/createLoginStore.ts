import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Client } from '../api/client';
import { defaults } from '../api/config';
import { login, type CaptchaAnswer } from '../api/login';
import { passkeyLogin, getLoginPasskeyOptions } from '../api/passkey';
import type { PasskeyAssertion, PasskeyCeremony } from '../api/passkeyOptions';
import type { PasskeyCreationCeremony } from '../api/passkeyRegistration';
import { socialProviderOrigins, startSocialLogin, type SocialProvider } from '../api/social';
import { exchangeToken } from '../api/tokenExchange';
import {
  asGatehouseError,
  clientError,
  clientErrorCodes,
  GatehouseError,
  isAbortError,
} from '../errors/gatehouseError';
import { describeLoginError } from '../errors/loginErrors';
import type { GatehouseEventListener } from '../events/gatehouseEvent';
import { emitterFor } from '../events/listenerFailure';
import { requestImmediatePasskey } from '../passkey/immediatePasskeyLogin';
import { createPasskeyAutofill, type PasskeyAutofill } from '../passkey/passkeyAutofill';
import { signalExchangeDetails, signalIfUnknownPasskey } from '../passkey/passkeySignals';
import { createLifetime } from '../runtime/lifetime';
import { allowedDestination, allowedUrl, type AllowedDestination } from '../runtime/navigation';
import { createSingleFlight } from '../runtime/singleFlight';
import type { LoginAlert, LoginMethod, LoginState, LoginVariant } from './loginState';
import { createPasskeyOfferStep } from './passkeyOfferStep';
import { prepareSocialReturn } from './prepareSocialReturn';
import type { SocialReturn, SocialStateStorage } from './socialReturn';

/** Codes of the failures the client itself reports for passkeys and social sign-in. */
export const loginClientErrorCodes = {
  passkeyFailed: 'passkey.failed',
  socialRedirectRefused: 'social.redirect_refused',
  /** The page the provider would return the social-login token to is off the allowed origins. */
  loginStateUrlRefused: 'social.login_state_url_refused',
  /** The tab cannot keep the social sign-in's state (storage blocked), so its return could never be checked. */
  socialStateUnavailable: 'social.state_unavailable',
  /** A social-login token came back without this tab's state (a forged or stale link): not used. */
  socialReturnRefused: 'social.return_refused',
} as const;

export interface LoginStoreOptions {
  client: Client;
  variant?: LoginVariant;
  redirectUrl?: string | undefined;
  /**
   * Given: the login starts at the second factor with this token, one your page obtained itself.
   * Never a token read from the address: a social sign-in's return goes through `socialReturned`.
   */
  oneTimeToken?: string | undefined;
  /** True: after the first factor the info view waits for `proceed()`. */
  pauseBeforeSecondFactor?: boolean | undefined;
  /** Where the social provider returns with the social-login token; read at click time. */
  loginStateUrl?: (() => string) | undefined;
  /** Where the tab keeps the social sign-in's state; default this tab's sessionStorage. */
  socialStateStorage?: SocialStateStorage | undefined;
  /**
   * Given: called instead of navigating, with where the server sends the user once the gate
   * allowed it: a path (`/home?x=1#y`) on this page's origin, an absolute href on one of
   * `allowedRedirectOrigins`.
   */
  onSuccess?: ((result: { location: string }) => void) | undefined;
  onFailure?: ((error: GatehouseError) => void) | undefined;
  /** Error monitoring and the "logged" and "tracked" errors of SPEC.md §8. Gets no tokens. */
  reportError?: ((error: GatehouseError) => void) | undefined;
  /** The host's analytics: `flowCompleted` once the user is on their way (the screens are the UI's to report). */
  onEvent?: GatehouseEventListener | undefined;
  /**
   * False: no passkey offer and no automatic upgrade after the login, even when the server
   * offers one (API.md §7). Default true.
   */
  passkeyOffer?: boolean | undefined;
  /** The browser's create ceremony for the offer and the upgrade; default WebAuthn's. */
  passkeyCreation?: PasskeyCreationCeremony | undefined;
}

export interface LoginCredentials {
  email: string;
  password?: string;
  captcha?: CaptchaAnswer;
  siteKey?: string;
}

/** What a passkey login adds to its call: the captcha, run once the user has chosen the passkey. */
export type LoginExtras = () => Promise<{
  captcha?: CaptchaAnswer | undefined;
  siteKey?: string | undefined;
}>;

export interface LoginActions {
  /** First factor; a second submit while one is in flight is ignored. */
  submit(credentials: LoginCredentials): void;
  /** 'Log in with a passkey': options, the browser's ceremony, then the passkey login. */
  passkey(ceremony: PasskeyCeremony, extras?: LoginExtras): void;
  /**
   * The one-press login: "Log in" with the email still empty asks the browser for a passkey on
   * this device (`uiMode: 'immediate'`; only where `immediateMediationAvailable()`), then logs in
   * with it as `passkey` does. Resolves false when there is none (the browser answers at once,
   * or the user dismissed its prompt, or the options could not load): the form is back as it
   * was, for its validation to show. Resolves true once the press was taken: a passkey is on
   * its way, or another login was already running.
   */
  immediatePasskey(ceremony: PasskeyCeremony, extras?: LoginExtras): Promise<boolean>;
  /** Offers saved passkeys in the email field's autofill until a login starts or the store is disposed. */
  startPasskeyAutofill(ceremony: PasskeyCeremony, extras?: LoginExtras): void;
  /** Social sign-in: the server answers the provider's page and the browser goes there. */
  social(provider: SocialProvider): void;
  /**
   * Back from the provider (`takeSocialReturn`): a matching return resumes at the second factor;
   * a refused one shows the social failure on the form and sends nothing.
   */
  socialReturned(returned: SocialReturn): void;
  /** From the info view on to the second factor. */
  proceed(): void;
  /**
   * The second factor passed: exchange the token and go where the server says, after the
   * passkey offer (or the automatic upgrade) when the server offers one.
   */
  secondFactorPassed(oneTimeToken: string): void;
  /** The offer's "Create a passkey"; whatever the outcome, the user then goes on. */
  createPasskey(): void;
  /**
   * The offer's "Not now": on to the destination at once. `failed`: a UI that could not show the
   * offer (its code did not load) goes on the same way.
   */
  declinePasskey(reason?: 'notNow' | 'failed'): void;
  /** Back to the form (Retry from the second factor, or "Back" from the deactivated screen). */
  backToForm(): void;
  dispose(): void;
}

export type LoginStore = StoreApi<LoginState> & LoginActions;

const initialState: LoginState = { view: 'form', submitting: false, alert: null };

const fallbackAlert: LoginAlert = { message: { key: 'common.somethingWentWrong' }, actions: [] };
const socialFailedAlert: LoginAlert = {
  message: { key: 'common.somethingWentWrongRetry' },
  actions: [],
};

/** The client's own failures that error monitoring hears of: no answer, a bad one, or a refused redirect. */
const reportedClientCodes: readonly string[] = [
  clientErrorCodes.unexpected,
  clientErrorCodes.network,
  clientErrorCodes.timeout,
  clientErrorCodes.redirectRefused,
];

/** A ceremony the browser or the user ended: reported under one code, never with its data. */
class PasskeyCeremonyFailure extends Error {}

/** The one-press login found no passkey on this device; `cause`: the options call's failure. */
class NoImmediatePasskey extends Error {}

/** Login of SPEC.md §4: form, passkeys, social sign-in, second factor, token exchange, navigation. */
export function createLoginStore(options: LoginStoreOptions): LoginStore {
  const { client } = options;
  const { navigation, allowedRedirectOrigins } = client.config;
  const startToken = options.oneTimeToken;
  const store = createStore<LoginState>()(() =>
    startToken ? { view: 'secondFactor', oneTimeToken: startToken } : initialState,
  );
  const life = createLifetime();
  const emit = emitterFor(options.onEvent, options.reportError);
  const flight = createSingleFlight(life);
  /** The browser is on its way to another page: nothing more to send. */
  let leaving = false;
  let autofill: PasskeyAutofill | null = null;
  /**
   * The login the user picked from the autofill was refused: the autofill waits for the user's
   * next own attempt, so a browser that answers a conditional request by itself cannot loop.
   */
  let autofillRefused = false;
  /** The first factor this page started, for the completion's event; unknown after a social return. */
  let method: LoginMethod | undefined;

  /** The gate's answer for a server-given address, else the library's own page on this origin. */
  const destination = (href: unknown, fallbackPath: string) =>
    allowedDestination(href, navigation.origin(), allowedRedirectOrigins) ??
    allowedDestination(fallbackPath, navigation.origin());

  const showForm = (alert: LoginAlert | null) => {
    store.setState({ view: 'form', submitting: false, alert }, true);
    // Back on the form: the passkey autofill is offered again.
    if (!autofillRefused) autofill?.start();
  };

  /** A failure error monitoring hears of, shown on the form as `alert`; told to onFailure too when `toHost`. */
  const refuse = (alert: LoginAlert, error: GatehouseError, toHost?: boolean) => {
    if (toHost) options.onFailure?.(error);
    options.reportError?.(error);
    showForm(alert);
  };

  const nowhereToGo = () => refuse(fallbackAlert, clientError(clientErrorCodes.navigationRefused));

  function fail(cause: unknown) {
    if (cause instanceof PasskeyCeremonyFailure) {
      // SPEC.md §8: a failed passkey is tracked and shown as 'Something went wrong.'
      refuse(fallbackAlert, clientError(loginClientErrorCodes.passkeyFailed, cause.message));
      return;
    }
    const error = asGatehouseError(cause);
    options.onFailure?.(error);
    const outcome = describeLoginError(error);
    switch (outcome.kind) {
      case 'deactivated':
        store.setState(
          {
            view: 'deactivated',
            title: outcome.title,
            message: outcome.message,
            canAppeal: outcome.canAppeal,
          },
          true,
        );
        return;
      case 'redirect': {
        const target = destination(outcome.href, '/login');
        if (!target) {
          nowhereToGo();
          return;
        }
        store.setState({ view: 'redirecting', location: target.location }, true);
        navigation.assign(target.href);
        return;
      }
      case 'missingRedirect':
        refuse(fallbackAlert, error);
        return;
      case 'alert':
        if (reportedClientCodes.includes(error.code)) options.reportError?.(error);
        showForm({ message: outcome.message, actions: outcome.actions });
        return;
      default: {
        const unreachable: never = outcome;
        return unreachable;
      }
    }
  }

  /** The user is on their way: the completion's event, then the host's onSuccess or the browser leaves. */
  const complete = (target: AllowedDestination) => {
    store.setState({ view: 'redirecting', location: target.location }, true);
    emit({
      type: 'flowCompleted',
      flow: 'login',
      variant: options.variant ?? 'login',
      ...(method ? { method } : {}),
    });
    if (options.onSuccess) options.onSuccess({ location: target.location });
    else navigation.assign(target.href);
  };

  const passkeyOffer = createPasskeyOfferStep({
    client,
    store,
    emit,
    signal: () => life.signal,
    enabled: options.passkeyOffer !== false,
    ceremony: options.passkeyCreation,
    complete,
  });

  const run = <T>(
    work: (signal: AbortSignal) => Promise<T>,
    done: (value: T) => void,
    failed: (cause: unknown) => void = fail,
  ) => {
    if (!leaving) void flight.run(work, done, failed, () => showForm(null));
  };

  const firstFactorPassed = (oneTimeToken: string) => {
    store.setState(
      options.pauseBeforeSecondFactor
        ? { view: 'info', oneTimeToken }
        : { view: 'secondFactor', oneTimeToken },
      true,
    );
  };

  /** Starts a first factor: one at a time, and the autofill's pending request steps aside. */
  const begin = (chosen: LoginMethod, fromAutofill = false): boolean => {
    if (flight.busy || leaving) return false;
    autofillRefused = fromAutofill;
    method = chosen;
    autofill?.stop();
    store.setState({ view: 'form', submitting: true, method: chosen, alert: null }, true);
    return true;
  };

  /** The passkey login; a passkey the server deleted is signalled to the browser first (`rpId`: the ceremony's). */
  const loginWithAssertion = (
    assertion: PasskeyAssertion,
    passkeyOptionsId: string,
    extras: LoginExtras | undefined,
    signal: AbortSignal,
    rpId: string | undefined,
  ) =>
    (extras ? extras() : Promise.resolve<Awaited<ReturnType<LoginExtras>>>({})).then((extra) =>
      passkeyLogin(
        client,
        {
          assertion,
          passkeyOptionsId,
          captcha: extra.captcha,
          siteKey: extra.siteKey,
          redirectAfterUrl: options.redirectUrl,
        },
        signal,
      ).catch((cause: unknown) => {
        signalIfUnknownPasskey(cause, rpId);
        throw cause;
      }),
    );

  return {
    ...store,
    submit: (credentials) => {
      if (!begin('password')) return;
      run(
        (signal) =>
          login(
            client,
            {
              email: credentials.email,
              ...(options.variant === 'dataSharing'
                ? {}
                : { password: credentials.password ?? '' }),
              captcha: credentials.captcha,
              siteKey: credentials.siteKey,
              redirectAfterUrl: options.redirectUrl,
              dataSharing: options.variant === 'dataSharing',
            },
            signal,
          ),
        firstFactorPassed,
      );
    },
    passkey: (ceremony, extras) => {
      if (!begin('passkey')) return;
      run(async (signal) => {
        const { options: requestOptions, passkeyOptionsId } = await getLoginPasskeyOptions(
          client,
          signal,
        );
        let assertion: PasskeyAssertion;
        try {
          assertion = await ceremony(requestOptions, { conditional: false, signal });
        } catch (cause) {
          if (signal.aborted) throw cause;
          // A user who cancels ends the ceremony with NotAllowedError: shown like any failure.
          throw new PasskeyCeremonyFailure((cause as Error | null)?.name ?? 'ceremony');
        }
        return loginWithAssertion(assertion, passkeyOptionsId, extras, signal, requestOptions.rpId);
      }, firstFactorPassed);
    },
    immediatePasskey: (ceremony, extras) => {
      if (!begin('passkey')) return Promise.resolve(true);
      // Log in is the button that waits: the user pressed it.
      store.setState({ immediate: true });
      let taken = true;
      return flight
        .run(
          async (signal) => {
            const given = await requestImmediatePasskey(client, ceremony, signal).catch(
              (cause: unknown) => {
                throw signal.aborted || isAbortError(cause)
                  ? cause
                  : new NoImmediatePasskey('options', { cause });
              },
            );
            if (!given) throw new NoImmediatePasskey('none');
            return loginWithAssertion(
              given.assertion,
              given.passkeyOptionsId,
              extras,
              signal,
              given.options.rpId,
            );
          },
          firstFactorPassed,
          (cause) => {
            if (!(cause instanceof NoImmediatePasskey)) {
              fail(cause);
              return;
            }
            if (cause.cause !== undefined) options.reportError?.(asGatehouseError(cause.cause));
            taken = false;
            showForm(null);
          },
          () => showForm(null),
        )
        .then(() => taken);
    },
    startPasskeyAutofill: (ceremony, extras) => {
      if (autofill || leaving) return;
      const instance = createPasskeyAutofill({
        client,
        ceremony,
        onAssertion: (assertion, passkeyOptionsId, requestOptions) => {
          if (!begin('passkey', true)) return;
          run(
            (signal) =>
              loginWithAssertion(assertion, passkeyOptionsId, extras, signal, requestOptions.rpId),
            (oneTimeToken) => {
              autofillRefused = false;
              firstFactorPassed(oneTimeToken);
            },
          );
        },
        onError: (cause) => {
          // The user picked a passkey and the browser failed it, or options could not load:
          // tracked; the form stays usable and the autofill is offered again on the next form.
          options.reportError?.(
            asGatehouseError(cause, { code: loginClientErrorCodes.passkeyFailed, nameOnly: true }),
          );
        },
      });
      autofill = instance;
      if (store.getState().view === 'form' && !flight.busy) instance.start();
    },
    social: (provider) => {
      if (!begin(provider)) return;
      // The provider sends the social-login token to this page: it must be one of ours.
      const loginStateUrl = allowedUrl(
        options.loginStateUrl?.() ?? '/login',
        navigation.origin(),
        allowedRedirectOrigins,
      );
      if (!loginStateUrl) {
        refuse(socialFailedAlert, clientError(loginClientErrorCodes.loginStateUrlRefused));
        return;
      }
      // The return must bring back the state this tab keeps; a tab that cannot keep one never leaves.
      const returnUrl = prepareSocialReturn(loginStateUrl, options.socialStateStorage);
      if (!returnUrl) {
        refuse(socialFailedAlert, clientError(loginClientErrorCodes.socialStateUnavailable));
        return;
      }
      run(
        (signal) =>
          startSocialLogin(
            client,
            {
              provider,
              redirectUrl: options.redirectUrl,
              loginStateUrl: returnUrl,
            },
            signal,
          ),
        (redirectUrl) => {
          const allowed = [...allowedRedirectOrigins, ...socialProviderOrigins[provider]];
          const target = allowedUrl(redirectUrl, navigation.origin(), allowed);
          if (!target) {
            refuse(
              socialFailedAlert,
              new GatehouseError({
                status: 200,
                code: loginClientErrorCodes.socialRedirectRefused,
              }),
            );
            return;
          }
          // The form keeps its spinner while the browser leaves; nothing else is sent.
          leaving = true;
          navigation.assign(target);
        },
        (cause) => refuse(socialFailedAlert, asGatehouseError(cause), true),
      );
    },
    socialReturned: (returned) => {
      if (flight.busy || leaving) return;
      switch (returned.kind) {
        case 'none':
          return;
        case 'resume':
          method = undefined;
          store.setState({ view: 'secondFactor', oneTimeToken: returned.oneTimeToken }, true);
          return;
        case 'refused':
          refuse(socialFailedAlert, clientError(loginClientErrorCodes.socialReturnRefused), true);
          return;
        default: {
          const unreachable: never = returned;
          return unreachable;
        }
      }
    },
    proceed: () => {
      const state = store.getState();
      if (state.view === 'info')
        store.setState({ view: 'secondFactor', oneTimeToken: state.oneTimeToken }, true);
    },
    secondFactorPassed: (oneTimeToken) => {
      run(
        (signal) => exchangeToken(client, oneTimeToken, signal),
        (answer) => {
          const target = destination(answer.location, defaults.homePath);
          if (!target) {
            nowhereToGo();
            return;
          }
          signalExchangeDetails(answer.passkeySignals);
          if (!passkeyOffer.begin(answer, target, method)) complete(target);
        },
      );
    },
    createPasskey: () => passkeyOffer.create(),
    declinePasskey: (reason) => passkeyOffer.decline(reason),
    backToForm: () => {
      life.restart();
      leaving = false;
      showForm(null);
    },
    dispose: () => {
      autofill?.stop();
      life.restart();
    },
  };
}
