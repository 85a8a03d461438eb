interface PasskeyCapableCredential {
  parseRequestOptionsFromJSON?: unknown;
  parseCreationOptionsFromJSON?: unknown;
  isConditionalMediationAvailable?: () => Promise<boolean>;
  getClientCapabilities?: () => Promise<unknown>;
}

function publicKeyCredential(): PasskeyCapableCredential | undefined {
  return (globalThis as { PublicKeyCredential?: PasskeyCapableCredential }).PublicKeyCredential;
}

/** SPEC.md §5: passkeys are offered only where the browser can parse passkey JSON. */
export function passkeysSupported(): boolean {
  return typeof publicKeyCredential()?.parseRequestOptionsFromJSON === 'function';
}

/**
 * What the browser says it can do (`PublicKeyCredential.getClientCapabilities()`: `conditionalGet`,
 * `conditionalCreate`, `immediateGet`, `hybridTransport`, `signalUnknownCredential`…), read
 * afresh on each call. Only its true/false answers are kept: a capability it does not name is
 * unknown, not false. A browser without the method, or one that rejects, answers `{}`.
 */
export async function clientCapabilities(): Promise<Record<string, boolean>> {
  const credential = publicKeyCredential();
  if (typeof credential?.getClientCapabilities !== 'function') return {};
  try {
    const reported = await credential.getClientCapabilities();
    if (typeof reported !== 'object' || reported === null) return {};
    return Object.fromEntries(
      Object.entries(reported).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    return {};
  }
}

/**
 * Whether the email field can offer saved passkeys in the browser's autofill: `conditionalGet`
 * where the browser reports its capabilities, else `isConditionalMediationAvailable()`.
 */
export async function conditionalMediationAvailable(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  const { conditionalGet } = await clientCapabilities();
  if (conditionalGet !== undefined) return conditionalGet;
  const credential = publicKeyCredential();
  if (typeof credential?.isConditionalMediationAvailable !== 'function') return false;
  try {
    return await credential.isConditionalMediationAvailable();
  } catch {
    return false;
  }
}

/**
 * Whether "Log in" can ask the browser for a passkey on this device with one press
 * (`uiMode: 'immediate'`): only where the browser reports `immediateGet`, as nothing else tells.
 */
export async function immediateMediationAvailable(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  return (await clientCapabilities()).immediateGet === true;
}

/** Whether this browser can create a passkey from the server's JSON options (the offer after login). */
export function passkeyCreationSupported(): boolean {
  return typeof publicKeyCredential()?.parseCreationOptionsFromJSON === 'function';
}

/**
 * Whether the password manager may create a passkey without a prompt (`conditionalCreate`): the
 * automatic upgrade after a password login.
 */
export async function conditionalCreateAvailable(): Promise<boolean> {
  if (!passkeyCreationSupported()) return false;
  return (await clientCapabilities()).conditionalCreate === true;
}
