// The browser half of a passkey ceremony: the browser's own WebAuthn JSON methods
// (`PublicKeyCredential.parseRequestOptionsFromJSON` and the credential's `toJSON()`). Passkeys
// are offered only where the browser parses passkey JSON (SPEC.md §5), and every browser that
// does has both (Chromium 129, Firefox 119, Safari 18.4).
import type { PasskeyCeremony } from '../api/passkeyOptions';

const ceremonyError = (message: string, name: string) => new DOMException(message, name);

/**
 * A passkey login or PASSKEY challenge: `navigator.credentials.get` on the server's JSON options,
 * answered as JSON. The autofill (`conditional`) and the one-press login (`immediate`, the
 * browser's `uiMode: 'immediate'`) ask for any of the user's passkeys, so they send no
 * `allowCredentials`; otherwise the options reach the browser as the server wrote them (hints,
 * transports such as `hybrid`, extensions). Each ceremony has its own signal: aborting it takes
 * the browser's prompt (or autofill request) away and rejects with an AbortError. A user who
 * closes the prompt ends it with the browser's NotAllowedError, as does an immediate request on
 * a device with no passkey for the site.
 */
export const getPasskeyAssertion: PasskeyCeremony = async (
  options,
  { conditional, immediate = false, signal },
) => {
  const browser = globalThis.PublicKeyCredential as Partial<typeof PublicKeyCredential> | undefined;
  if (typeof browser?.parseRequestOptionsFromJSON !== 'function')
    throw ceremonyError('This browser does not support passkeys.', 'NotSupportedError');
  if (signal.aborted) throw ceremonyError('The passkey ceremony was aborted.', 'AbortError');
  // The server's options are WebAuthn's JSON, checked by the browser's parser.
  const publicKey = browser.parseRequestOptionsFromJSON(
    (conditional || immediate
      ? { ...options, allowCredentials: [] }
      : options) as unknown as PublicKeyCredentialRequestOptionsJSON,
  );
  const request: CredentialRequestOptions & { uiMode?: 'immediate' } = {
    publicKey,
    signal,
    ...(conditional ? { mediation: 'conditional' } : {}),
    // Chromium 149 and later; the WebAuthn PR w3c/webauthn#2291 and Credential Management's uiMode.
    ...(immediate ? { uiMode: 'immediate' } : {}),
  };
  const credential = (await navigator.credentials.get(request)) as {
    toJSON?: () => unknown;
  } | null;
  if (signal.aborted) throw ceremonyError('The passkey ceremony was aborted.', 'AbortError');
  if (typeof credential?.toJSON !== 'function')
    throw ceremonyError('The browser answered with no passkey.', 'NotAllowedError');
  return credential.toJSON() as Awaited<ReturnType<PasskeyCeremony>>;
};
