interface PasskeyCapableCredential {
  parseRequestOptionsFromJSON?: unknown;
  isConditionalMediationAvailable?: () => Promise<boolean>;
}

function publicKeyCredential(): PasskeyCapableCredential | undefined {
  return (globalThis as { PublicKeyCredential?: PasskeyCapableCredential }).PublicKeyCredential;
}

/** SPEC.md §5: passkeys are offered only where the browser can parse passkey JSON. */
export function passkeysSupported(): boolean {
  return typeof publicKeyCredential()?.parseRequestOptionsFromJSON === 'function';
}

/** Whether the email field can offer saved passkeys in the browser's autofill. */
export async function conditionalMediationAvailable(): Promise<boolean> {
  const credential = publicKeyCredential();
  if (!passkeysSupported() || typeof credential?.isConditionalMediationAvailable !== 'function')
    return false;
  try {
    return await credential.isConditionalMediationAvailable();
  } catch {
    return false;
  }
}
