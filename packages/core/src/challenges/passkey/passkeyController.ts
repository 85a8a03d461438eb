import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Client } from '../../api/client';
import type { PasskeyCeremony } from '../../api/passkeyOptions';
import { asGatehouseError, type GatehouseError } from '../../errors/gatehouseError';
import { unknownPasskeyCredentialId } from '../../errors/passkeyErrors';
import { signalIfUnknownPasskey } from '../../passkey/passkeySignals';
import { passkeysSupported } from '../../passkey/passkeySupport';
import { createLifetime } from '../../runtime/lifetime';
import { createSingleFlight } from '../../runtime/singleFlight';
import { getChallengePasskeyOptions, verifyChallengePasskey } from './passkeyCalls';

/** The code a failed or cancelled browser ceremony is reported under (SPEC.md §8: "failure tracked"). */
export const passkeyChallengeErrorCodes = {
  ceremonyFailed: 'passkey.failed',
} as const;

export interface PasskeyControllerState {
  /**
   * idle: waiting for the user's click (WebAuthn needs a user gesture, so nothing starts alone);
   * verifying: options, the browser's ceremony, then the verify call; verified: passed;
   * failed: the error alert, the button tries again; unsupported: the browser cannot parse
   * passkey JSON, the browser-not-supported modal is open.
   */
  phase: 'idle' | 'verifying' | 'verified' | 'failed' | 'unsupported';
  /** failed: the server's own words (a 4xx that says why), else null for "Something went wrong." */
  serverMessage: string | null;
  /**
   * failed: the server no longer holds this passkey (deleted; 400 `passkey.credential_unknown`).
   * The browser was told to stop offering it; the screen says so and points to another way.
   */
  credentialUnknown: boolean;
}

export interface PasskeyControllerOptions {
  client: Client;
  ott: string;
  /** The browser half (navigator.credentials.get), supplied by the UI layer. */
  ceremony: PasskeyCeremony;
  onPassed: () => void;
  /** Error monitoring: every failure is tracked; it never gets the token or the credential. */
  reportError?: ((error: GatehouseError) => void) | undefined;
  /** Whether the browser can parse passkey JSON; the default asks the browser. */
  supported?: (() => boolean) | undefined;
}

export interface PasskeyController extends StoreApi<PasskeyControllerState> {
  /** Makes the controller usable again after dispose (React StrictMode's remount). */
  start(): void;
  /** "Continue with passkey": options, ceremony, verify. A second click while one runs does nothing. */
  verify(): void;
  /** The browser-not-supported modal was closed. */
  closeUnsupported(): void;
  dispose(): void;
}

/**
 * The PASSKEY challenge (SPEC.md §2, §7, §8): GET the token's passkey options, run the
 * browser's ceremony, POST the credential with the session id header. One attempt in flight at
 * most; a cancelled or failed ceremony, a 5xx, a bad answer or a network failure end on
 * "Something went wrong." with a retry; a 4xx with a message shows that message.
 */
export function createPasskeyController(options: PasskeyControllerOptions): PasskeyController {
  const { client, ott, ceremony } = options;
  const supported = options.supported ?? passkeysSupported;
  const store = createStore<PasskeyControllerState>()(() => ({
    phase: 'idle',
    serverMessage: null,
    credentialUnknown: false,
  }));
  const life = createLifetime();
  const flight = createSingleFlight(life);

  const set = (patch: Partial<PasskeyControllerState>) => {
    if (!life.signal.aborted) store.setState(patch);
  };

  function failed(cause: unknown) {
    // The browser's error name only (NotAllowedError, AbortError…): never its data.
    const error = asGatehouseError(cause, {
      code: passkeyChallengeErrorCodes.ceremonyFailed,
      nameOnly: true,
    });
    options.reportError?.(error);
    if (unknownPasskeyCredentialId(error) !== undefined) {
      set({ phase: 'failed', serverMessage: null, credentialUnknown: true });
      return;
    }
    const speaks = error.status >= 400 && error.status < 500;
    set({
      phase: 'failed',
      serverMessage: speaks ? (error.serverMessage ?? null) : null,
      credentialUnknown: false,
    });
  }

  return {
    ...store,
    start: () => {
      if (!life.renew()) return;
      // An attempt cut off by dispose left "verifying" behind: the button works again.
      if (store.getState().phase === 'verifying')
        store.setState({ phase: 'idle', serverMessage: null, credentialUnknown: false });
    },
    verify: () => {
      if (life.signal.aborted || store.getState().phase === 'verified') return;
      if (!supported()) {
        set({ phase: 'unsupported', serverMessage: null, credentialUnknown: false });
        return;
      }
      void flight.run(
        async (signal) => {
          set({ phase: 'verifying', serverMessage: null, credentialUnknown: false });
          const { options: requestOptions, sessionId } = await getChallengePasskeyOptions(
            client,
            ott,
            signal,
          );
          if (signal.aborted) return;
          const credential = await ceremony(requestOptions, { conditional: false, signal });
          if (signal.aborted) return;
          await verifyChallengePasskey(client, ott, { sessionId, credential }, signal).catch(
            (cause: unknown) => {
              // A passkey the server deleted: the browser hears of it before the screen says so.
              signalIfUnknownPasskey(cause, requestOptions.rpId);
              throw cause;
            },
          );
        },
        () => {
          set({ phase: 'verified' });
          options.onPassed();
        },
        failed,
        // A user's cancel (NotAllowedError, or an AbortError from the authenticator) arrives with
        // our signal still live: a failure. Dispose's abort is ours, and changes nothing.
        failed,
      );
    },
    closeUnsupported: () => {
      if (store.getState().phase === 'unsupported') set({ phase: 'idle' });
    },
    dispose: () => life.end(),
  };
}
