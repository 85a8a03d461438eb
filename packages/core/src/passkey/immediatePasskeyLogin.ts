// The one-press login: "Log in" asks the browser for a passkey on this device with immediate
// mediation (`uiMode: 'immediate'`), which answers at once when the device has none.
import { createClient, type Client } from '../api/client';
import type { GatehouseConfig } from '../api/config';
import type { CaptchaAnswer } from '../api/login';
import { getLoginPasskeyOptions, passkeyLogin } from '../api/passkey';
import type {
  PasskeyAssertion,
  PasskeyCeremony,
  PasskeyRequestOptions,
} from '../api/passkeyOptions';
import { isAbortError } from '../errors/gatehouseError';
import { signalIfUnknownPasskey } from './passkeySignals';
import { immediateMediationAvailable } from './passkeySupport';
import { getPasskeyAssertion } from './webauthn';

/** What the browser gave for a one-press login, and the options it answered. */
export interface ImmediatePasskey {
  assertion: PasskeyAssertion;
  passkeyOptionsId: string;
  options: PasskeyRequestOptions;
}

/**
 * Fresh login options, then the browser's immediate request. Null when the browser found no
 * passkey for this site on this device (it answers at once), or the user dismissed its prompt:
 * the page's own login goes on. A failed options call rejects, and so does an abort.
 */
export async function requestImmediatePasskey(
  client: Client,
  ceremony: PasskeyCeremony,
  signal: AbortSignal,
): Promise<ImmediatePasskey | null> {
  const { options, passkeyOptionsId } = await getLoginPasskeyOptions(client, signal);
  try {
    const assertion = await ceremony(options, { conditional: false, immediate: true, signal });
    return { assertion, passkeyOptionsId, options };
  } catch (cause) {
    if (signal.aborted || isAbortError(cause)) throw cause;
    return null;
  }
}

export interface ImmediatePasskeyLoginOptions {
  /** Aborting it takes the browser's prompt away; the promise rejects with an AbortError. */
  signal?: AbortSignal | undefined;
  /** Sent as redirectAfterUrl, as `<LoginFlow redirectUrl>` sends it. */
  redirectUrl?: string | undefined;
  /** A captcha answer, where the server asks one of a passkey login. */
  captcha?: CaptchaAnswer | undefined;
  siteKey?: string | undefined;
  /** The browser half; default the browser's own WebAuthn (tests supply their own). */
  ceremony?: PasskeyCeremony | undefined;
}

/**
 * The one-press login for a host's own "Log in" button: call it in the button's click handler
 * (the browser needs the user's gesture). Where the browser reports `immediateGet` and this
 * device holds a passkey for the site, the browser's own prompt signs the customer in and the
 * promise resolves to the passkey login's one-time token: open the login at its second factor
 * with it (`<LoginFlow oneTimeToken={token}>`, or the challenge flow). It resolves to null at
 * once where the browser cannot ask so, or has no passkey here: open the login page as usual.
 * A refused login rejects with its GatehouseError (a passkey the server deleted is first
 * signalled to the browser, which stops offering it).
 */
export async function immediatePasskeyLogin(
  config: GatehouseConfig,
  options: ImmediatePasskeyLoginOptions = {},
): Promise<string | null> {
  if (!(await immediateMediationAvailable())) return null;
  const client = createClient(config);
  const signal = options.signal ?? new AbortController().signal;
  const given = await requestImmediatePasskey(
    client,
    options.ceremony ?? getPasskeyAssertion,
    signal,
  );
  if (!given) return null;
  try {
    return await passkeyLogin(
      client,
      {
        assertion: given.assertion,
        passkeyOptionsId: given.passkeyOptionsId,
        captcha: options.captcha,
        siteKey: options.siteKey,
        redirectAfterUrl: options.redirectUrl,
      },
      signal,
    );
  } catch (cause) {
    signalIfUnknownPasskey(cause, given.options.rpId);
    throw cause;
  }
}
