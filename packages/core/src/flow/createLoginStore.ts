import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Client } from '../api/client';
import { login, type CaptchaAnswer } from '../api/login';
import { exchangeToken } from '../api/tokenExchange';
import { GatehouseError, isAbortError, unexpectedError } from '../errors/gatehouseError';
import { describeLoginError, type AlertAction } from '../errors/loginErrors';
import type { MessageKey } from '../messages/defaultMessages';
import { safeNavigationTarget } from '../runtime/navigation';
import { defaults } from '../api/config';

export type LoginVariant = 'login' | 'businessInvite' | 'dataSharing';

export interface LoginAlert {
  message: { key: MessageKey } | { text: string };
  actions: AlertAction[];
}

export type LoginState =
  | { view: 'form'; submitting: boolean; alert: LoginAlert | null }
  | { view: 'deactivated'; title: string | undefined; message: string | undefined; canAppeal: boolean }
  | { view: 'secondFactor'; oneTimeToken: string }
  | { view: 'redirecting'; location: string };

export interface LoginStoreOptions {
  client: Client;
  variant?: LoginVariant;
  redirectUrl?: string | undefined;
  onSuccess?: ((result: { location: string }) => void) | undefined;
  onFailure?: ((error: GatehouseError) => void) | undefined;
  /** Error monitoring and the "logged" errors of SPEC.md §8. Gets no tokens. */
  reportError?: ((error: GatehouseError) => void) | undefined;
}

export interface LoginCredentials {
  email: string;
  password?: string;
  captcha?: CaptchaAnswer;
  siteKey?: string;
}

export interface LoginActions {
  /** First factor; a second submit while one is in flight is ignored. */
  submit(credentials: LoginCredentials): void;
  /** The second factor passed: exchange the token and go where the server says. */
  secondFactorPassed(oneTimeToken: string): void;
  /** Back to the form (Retry from the second factor, or "Back" from the deactivated screen). */
  backToForm(): void;
  dispose(): void;
}

export type LoginStore = StoreApi<LoginState> & LoginActions;

const initialState: LoginState = { view: 'form', submitting: false, alert: null };

const fallbackAlert: LoginAlert = { message: { key: 'common.somethingWentWrong' }, actions: [] };

/** Login of SPEC.md §4: form, second factor, token exchange, navigation (same-origin only). */
export function createLoginStore(options: LoginStoreOptions): LoginStore {
  const { client } = options;
  const { navigation, allowedRedirectOrigins } = client.config;
  const store = createStore<LoginState>()(() => initialState);
  let controller = new AbortController();
  let inFlight = false;

  const go = (href: string, fallback: string) => {
    navigation.assign(safeNavigationTarget(href, fallback, navigation, allowedRedirectOrigins));
  };

  function fail(cause: unknown) {
    const error = cause instanceof GatehouseError ? cause : unexpectedError(0, cause);
    options.onFailure?.(error);
    const outcome = describeLoginError(error);
    switch (outcome.kind) {
      case 'deactivated':
        store.setState({ view: 'deactivated', title: outcome.title, message: outcome.message, canAppeal: outcome.canAppeal }, true);
        return;
      case 'redirect':
        store.setState({ view: 'redirecting', location: outcome.href }, true);
        go(outcome.href, '/login');
        return;
      case 'missingRedirect':
        options.reportError?.(error);
        store.setState({ view: 'form', submitting: false, alert: fallbackAlert }, true);
        return;
      case 'alert':
        if (error.code === 'unexpected.error' || error.code === 'network.error') options.reportError?.(error);
        store.setState({ view: 'form', submitting: false, alert: { message: outcome.message, actions: outcome.actions } }, true);
        return;
      default: {
        const unreachable: never = outcome;
        return unreachable;
      }
    }
  }

  async function run<T>(work: (signal: AbortSignal) => Promise<T>, done: (value: T) => void) {
    if (inFlight) return;
    inFlight = true;
    const { signal } = controller;
    try {
      const value = await work(signal);
      if (!signal.aborted) done(value);
    } catch (cause) {
      if (!signal.aborted && !isAbortError(cause)) fail(cause);
    } finally {
      inFlight = false;
    }
  }

  return {
    ...store,
    submit: (credentials) => {
      if (inFlight) return;
      store.setState({ view: 'form', submitting: true, alert: null }, true);
      void run(
        (signal) =>
          login(
            client,
            {
              email: credentials.email,
              ...(options.variant === 'dataSharing' ? {} : { password: credentials.password ?? '' }),
              captcha: credentials.captcha,
              siteKey: credentials.siteKey,
              redirectAfterUrl: options.redirectUrl,
              dataSharing: options.variant === 'dataSharing',
            },
            signal,
          ),
        (oneTimeToken) => store.setState({ view: 'secondFactor', oneTimeToken }, true),
      );
    },
    secondFactorPassed: (oneTimeToken) => {
      void run(
        (signal) => exchangeToken(client, oneTimeToken, signal),
        (location) => {
          const target = safeNavigationTarget(location, defaults.homePath, navigation, allowedRedirectOrigins);
          store.setState({ view: 'redirecting', location: target }, true);
          if (options.onSuccess) options.onSuccess({ location: target });
          else navigation.assign(target);
        },
      );
    },
    backToForm: () => {
      controller.abort();
      controller = new AbortController();
      inFlight = false;
      store.setState(initialState, true);
    },
    dispose: () => {
      controller.abort();
      controller = new AbortController();
      inFlight = false;
    },
  };
}
