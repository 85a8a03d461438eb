// What the widget tells the browser's password manager about passkeys the server knows better
// (the WebAuthn Signal API, API.md §7), only where the browser has it and never as an error.
import * as z from '../api/schema';
import { unknownPasskeyCredentialId } from '../errors/passkeyErrors';

export const passkeySignalsSchema = z.object({
  rpId: z.string(z.minLength(1)),
  userId: z.string(z.minLength(1)),
  name: z.string(),
  displayName: z.string(),
  acceptedCredentialIds: z.array(z.string()),
});

export type PasskeySignals = z.infer<typeof passkeySignalsSchema>;

interface SignallingCredential {
  signalUnknownCredential?: (credential: { rpId: string; credentialId: string }) => Promise<void>;
  signalAllAcceptedCredentials?: (options: {
    rpId: string;
    userId: string;
    allAcceptedCredentialIds: string[];
  }) => Promise<void>;
  signalCurrentUserDetails?: (options: {
    rpId: string;
    userId: string;
    name: string;
    displayName: string;
  }) => Promise<void>;
}

const signalling = () =>
  (globalThis as { PublicKeyCredential?: SignallingCredential }).PublicKeyCredential;

/** The relying party: the one the ceremony's options named, else this page's host. */
function relyingPartyId(rpId: string | undefined): string | undefined {
  if (rpId) return rpId;
  const hostname = (globalThis as { location?: { hostname?: unknown } }).location?.hostname;
  return typeof hostname === 'string' && hostname !== '' ? hostname : undefined;
}

/**
 * Tells the browser the server no longer holds this passkey
 * (`PublicKeyCredential.signalUnknownCredential`), so its password manager stops offering it.
 * Resolves whether the browser was told; never rejects: a browser without the method, or one
 * that refuses, changes nothing for the user.
 */
export async function signalUnknownPasskey(passkey: {
  rpId?: string | undefined;
  credentialId: string;
}): Promise<boolean> {
  const browser = signalling();
  const rpId = relyingPartyId(passkey.rpId);
  if (typeof browser?.signalUnknownCredential !== 'function' || !rpId) return false;
  try {
    await browser.signalUnknownCredential({ rpId, credentialId: passkey.credentialId });
    return true;
  } catch {
    return false;
  }
}

/**
 * A passkey login or PASSKEY verify failed with `cause`: when the server answered that it no
 * longer holds the credential (400 `passkey.credential_unknown`), the browser hears of it. The
 * caller shows its error as usual, without waiting for the browser.
 */
export function signalIfUnknownPasskey(cause: unknown, rpId: string | undefined): void {
  const credentialId = unknownPasskeyCredentialId(cause);
  if (credentialId !== undefined) void signalUnknownPasskey({ rpId, credentialId });
}

/** Calls one signal; a missing method, a throw or a rejection tells nothing and fails nothing. */
function send(call: (() => Promise<void> | undefined) | undefined) {
  try {
    void call?.()?.catch(() => {});
  } catch {
    // A browser that refuses the signal: nothing to tell.
  }
}

/**
 * The exchange's `passkeySignals`: the credentials the server accepts
 * (`signalAllAcceptedCredentials`) and the user's current name (`signalCurrentUserDetails`). A
 * missing or malformed shape tells nothing. Never awaited, never throws.
 */
export function signalExchangeDetails(passkeySignals: unknown): void {
  const parsed = z.safeParse(passkeySignalsSchema, passkeySignals);
  if (!parsed.success) return;
  const { rpId, userId, name, displayName, acceptedCredentialIds } = parsed.data;
  const browser = signalling();
  if (!browser) return;
  send(
    browser.signalAllAcceptedCredentials &&
      (() =>
        browser.signalAllAcceptedCredentials?.({
          rpId,
          userId,
          allAcceptedCredentialIds: acceptedCredentialIds,
        })),
  );
  send(
    browser.signalCurrentUserDetails &&
      (() => browser.signalCurrentUserDetails?.({ rpId, userId, name, displayName })),
  );
}
