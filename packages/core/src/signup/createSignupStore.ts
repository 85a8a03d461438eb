import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Client } from '../api/client';
import type { CaptchaAnswer } from '../api/login';
import {
  createSignup,
  resendSignupEmail,
  type AccountType,
  type SignupResult,
} from '../api/signup';
import { failureMessageKey, type AlertAction } from '../errors/failureMessage';
import {
  asGatehouseError,
  clientError,
  clientErrorCodes,
  type GatehouseError,
  isGatehouseError,
} from '../errors/gatehouseError';
import type { GatehouseEventListener } from '../events/gatehouseEvent';
import { emitterFor } from '../events/listenerFailure';
import type { MessageKey } from '../locales/defaultMessages';
import { baseMessages } from '../messages/baseMessages';
import { documentCookies, type CookieWriter } from '../runtime/cookies';
import { createLifetime } from '../runtime/lifetime';
import { allowedUrl } from '../runtime/navigation';
import { createSingleFlight, newIdempotencyKey } from '../runtime/singleFlight';
import { registerLocation, signupLoginHref, signupQuery, type SignupVariant } from './signupRules';

/** The signup cookie of SPEC.md §4/§9: the sign-up's token, for the register flow, for 1 hour. */
export const SIGNUP_COOKIE = 'signupToken';
export const SIGNUP_COOKIE_MAX_AGE_SECONDS = 3600;
/** The register pages, `/register/{id}` (`signupLinks.register`): the only ones that read the signup cookie. */
export const SIGNUP_COOKIE_PATH = '/register';

/** Code of a failure before any request: the captcha gave no token. */
export const captchaFailedCode = 'captcha.failed';

export interface SignupAlert {
  message: { key: MessageKey; values?: Record<string, string> } | { text: string };
  actions: AlertAction[];
}

export type ResendState = 'idle' | 'sending' | 'sent' | 'failed';

export type SignupState =
  | { status: 'idle' }
  | { status: 'submitting' }
  /** `location`: where the browser is going; undefined when the host's onSuccess took over. */
  | {
      status: 'success';
      result: SignupResult;
      email: string;
      location: string | undefined;
      resend: ResendState;
    }
  /** `serverFault`: a 5xx or network failure, nothing in the form to fix (the register error screen). */
  | { status: 'failure'; alert: SignupAlert; serverFault: boolean };

export interface SignupValues {
  email: string;
  password?: string;
  accountType?: AccountType;
  country?: string;
}

/** The captcha as the form holds it: a fresh token per attempt, reset after each one. */
export interface CaptchaSource {
  execute(): Promise<CaptchaAnswer>;
  reset(): void;
}

export interface SignupStoreOptions {
  client: Client;
  variant?: SignupVariant;
  /** The host's redirectUrl; else the page's own `redirectUrl` parameter is kept. */
  redirectUrl?: string | undefined;
  /** The page's query string (`location.search`): redirectUrl, tracking and referral parameters. */
  pageSearch?: string;
  /** Identifies this sign-up flow to the server; a random UUID by default. */
  flowId?: string;
  cookies?: CookieWriter;
  /** Given: custom registration. Called with the result instead of the cookie and the redirect. */
  onSuccess?: ((result: SignupResult) => void) | undefined;
  /**
   * Called once the sign-up exists, before `onSuccess` or the redirect, with its id and the email
   * it was made with: the register page needs the email, and no address carries it (SPEC.md §2).
   */
  onSignedUp?: ((signup: { id: string; email: string }) => void) | undefined;
  onFailure?: ((error: GatehouseError) => void) | undefined;
  /** Error monitoring for unexpected failures. Gets no tokens, never captcha failures (SPEC.md §8). */
  reportError?: ((error: GatehouseError) => void) | undefined;
  /** The host's analytics: `flowCompleted` once the sign-up exists (the screens are the UI's to report). */
  onEvent?: GatehouseEventListener | undefined;
}

export interface SignupActions {
  /** One attempt: a captcha token, then the sign-up. Ignored while one is under way. */
  submit(values: SignupValues, captcha?: CaptchaSource): void;
  /** The last attempt again, with a fresh captcha token (Retry on the register error screen). */
  retry(captcha?: CaptchaSource): void;
  /** "Send it again" on the check-email screen; one at a time. */
  resendEmail(): void;
  dispose(): void;
}

export type SignupStore = StoreApi<SignupState> & SignupActions;

/**
 * The text for a captcha that gave no token: the one its error names (the captcha's
 * CaptchaError carries `messageKey` and `messageValues`), else the generic failure.
 */
export function captchaFailureMessage(cause: unknown): {
  key: MessageKey;
  values?: Record<string, string>;
} {
  if (typeof cause === 'object' && cause !== null) {
    const { messageKey, messageValues } = cause as {
      messageKey?: unknown;
      messageValues?: unknown;
    };
    if (typeof messageKey === 'string' && Object.hasOwn(baseMessages, messageKey)) {
      const values =
        typeof messageValues === 'object' && messageValues !== null
          ? (messageValues as Record<string, string>)
          : {};
      return { key: messageKey as MessageKey, values };
    }
  }
  return { key: 'common.somethingWentWrongRetry' };
}

/** A v4 UUID from the platform's random source (randomUUID needs a secure context). */
export function randomFlowId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A captcha that gave no token (why: the `cause`): the sign-up was never sent. */
class CaptchaFailure extends Error {}

/** Sign-up of SPEC.md §4: idle, submitting, then success (cookie and redirect, or onSuccess) or failure. */
export function createSignupStore(options: SignupStoreOptions): SignupStore {
  const { client, variant = 'email' } = options;
  const { navigation, allowedRedirectOrigins } = client.config;
  const cookies = options.cookies ?? documentCookies;
  const flowId = options.flowId ?? randomFlowId();
  const pageQuery = new URLSearchParams(options.pageSearch ?? '');
  // Carried into /register/{id} and /login only as the gate's absolute href; anything else is dropped.
  const redirectUrl = allowedUrl(
    options.redirectUrl ?? pageQuery.get('redirectUrl'),
    navigation.origin(),
    allowedRedirectOrigins,
  );
  const query = signupQuery(options.pageSearch ?? '', redirectUrl);
  const store = createStore<SignupState>()(() => ({ status: 'idle' }));
  const life = createLifetime();
  const emit = emitterFor(options.onEvent, options.reportError);
  const flight = createSingleFlight(life);
  // "Send it again": one at a time, apart from the sign-up's own call.
  const resending = createSingleFlight(life);
  let last: SignupValues | undefined;
  // The sign-up sends an email: trying the same values again is the same action (API.md §7).
  let signupKey = '';

  function fail(cause: unknown, beforeRequest: boolean) {
    if (beforeRequest) {
      const error = asGatehouseError(cause, { code: captchaFailedCode });
      options.onFailure?.(error);
      store.setState(
        {
          status: 'failure',
          alert: { message: captchaFailureMessage(cause), actions: [] },
          serverFault: false,
        },
        true,
      );
      return;
    }
    const error = asGatehouseError(cause);
    options.onFailure?.(error);
    const serverFault = error.status === 0 || error.status >= 500;
    if (serverFault || error.code === 'unexpected.error') options.reportError?.(error);
    store.setState(
      {
        status: 'failure',
        alert: {
          message: error.serverMessage
            ? { text: error.serverMessage }
            : { key: failureMessageKey(error, 'common.somethingWentWrongRetry') },
          actions: [{ label: { key: 'signup.logIn' }, href: signupLoginHref(redirectUrl) }],
        },
        serverFault,
      },
      true,
    );
  }

  const completed = () => emit({ type: 'flowCompleted', flow: 'signup', variant });

  function succeed(result: SignupResult, email: string) {
    options.onSignedUp?.({ id: result.id, email });
    if (options.onSuccess) {
      completed();
      store.setState(
        { status: 'success', result, email, location: undefined, resend: 'idle' },
        true,
      );
      options.onSuccess(result);
      return;
    }
    const location = allowedUrl(
      registerLocation(result.id, query, result.emailVerifyOtt),
      navigation.origin(),
    );
    if (!location) {
      fail(clientError(clientErrorCodes.navigationRefused), false);
      return;
    }
    cookies.set(SIGNUP_COOKIE, result.signupToken, {
      // SPEC.md §4/§9: the register flow that reads it follows at once; 1 hour, then it is gone.
      maxAgeSeconds: SIGNUP_COOKIE_MAX_AGE_SECONDS,
      // A sign-up token never travels over plain http (browsers count http://localhost as secure).
      secure: true,
      // Never sent with a request another site starts; the redirect below is same-site, so it goes.
      sameSite: 'Strict',
      // Only the register pages get it, not every page and API call of the site.
      path: SIGNUP_COOKIE_PATH,
    });
    store.setState({ status: 'success', result, email, location, resend: 'idle' }, true);
    completed();
    navigation.assign(location);
  }

  /** One attempt: a fresh captcha token (a failure to get one is the captcha's), then the sign-up. */
  const submit = (values: SignupValues, captcha?: CaptchaSource) =>
    void flight.run(
      async (signal) => {
        if (values !== last) signupKey = newIdempotencyKey();
        last = values;
        store.setState({ status: 'submitting' }, true);
        try {
          let answer: CaptchaAnswer | undefined;
          if (captcha) {
            try {
              answer = await captcha.execute();
            } catch (cause) {
              throw new CaptchaFailure('captcha', { cause });
            }
          }
          if (signal.aborted) return;
          return await createSignup(
            client,
            {
              email: values.email,
              password: values.password,
              accountType: values.accountType,
              country: values.country,
              referralToken: pageQuery.get('referralToken') ?? undefined,
              referralSource: pageQuery.get('referralSource') ?? undefined,
              captcha: answer,
              captchaField: variant === 'email' ? 'captcha' : 'challenge',
              flowId,
            },
            signal,
            signupKey,
          );
        } finally {
          // A token is good for one attempt only: the next one gets a fresh one.
          if (!signal.aborted) captcha?.reset();
        }
      },
      (result) => succeed(result!, values.email),
      (cause) => (cause instanceof CaptchaFailure ? fail(cause.cause, true) : fail(cause, false)),
    );

  return {
    ...store,
    submit,
    retry: (captcha) => {
      if (last) submit(last, captcha);
    },
    resendEmail: () => {
      const state = store.getState();
      if (state.status !== 'success') return;
      const settle = (resend: ResendState) => {
        const current = store.getState();
        if (current.status === 'success') store.setState({ ...current, resend }, true);
      };
      const failed = (cause: unknown) => {
        if (isGatehouseError(cause) && cause.code === 'unexpected.error')
          options.reportError?.(cause);
        settle('failed');
      };
      void resending.run(
        (signal, key) => {
          store.setState({ ...state, resend: 'sending' }, true);
          return resendSignupEmail(client, query.toString(), signal, key);
        },
        () => settle('sent'),
        failed,
        failed,
      );
    },
    dispose: () => life.restart(),
  };
}
