// The browser half of creating a passkey: the browser's own WebAuthn JSON methods
// (`PublicKeyCredential.parseCreationOptionsFromJSON` and the credential's `toJSON()`).
import type { PasskeyCreationCeremony } from '../api/passkeyRegistration';

const ceremonyError = (message: string, name: string) => new DOMException(message, name);

/**
 * `navigator.credentials.create` on the server's JSON options (extensions and hints included, as
 * sent), answered as JSON. `conditional`: the automatic upgrade (`mediation: 'conditional'`), which
 * the password manager answers without a prompt, or never. Each ceremony has its own signal:
 * aborting it withdraws the browser's request and rejects with an AbortError.
 */
export const createPasskeyCredential: PasskeyCreationCeremony = async (
  options,
  { conditional, signal },
) => {
  const browser = globalThis.PublicKeyCredential as Partial<typeof PublicKeyCredential> | undefined;
  if (typeof browser?.parseCreationOptionsFromJSON !== 'function')
    throw ceremonyError('This browser cannot create passkeys.', 'NotSupportedError');
  if (signal.aborted) throw ceremonyError('The passkey ceremony was aborted.', 'AbortError');
  const publicKey = browser.parseCreationOptionsFromJSON(
    options as unknown as PublicKeyCredentialCreationOptionsJSON,
  );
  const credential = (await navigator.credentials.create({
    publicKey,
    signal,
    ...(conditional ? { mediation: 'conditional' as CredentialMediationRequirement } : {}),
  })) as { toJSON?: () => unknown } | null;
  if (signal.aborted) throw ceremonyError('The passkey ceremony was aborted.', 'AbortError');
  if (typeof credential?.toJSON !== 'function')
    throw ceremonyError('The browser answered with no passkey.', 'NotAllowedError');
  return credential.toJSON() as Awaited<ReturnType<PasskeyCreationCeremony>>;
};
