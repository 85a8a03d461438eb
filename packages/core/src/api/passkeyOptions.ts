import * as z from './schema';

// Shared by the passkey login's calls and the passkey challenge's.

/**
 * WebAuthn request options as JSON (PublicKeyCredentialRequestOptionsJSON). Loose: a server may
 * add extensions and hints the browser understands and we pass on untouched.
 */
export const passkeyRequestOptionsSchema = z.looseObject({
  challenge: z.string(z.minLength(1)),
  timeout: z.optional(z.number()),
  rpId: z.optional(z.string()),
  allowCredentials: z.optional(
    z.array(
      z.looseObject({
        id: z.string(),
        type: z.string(),
        transports: z.optional(z.array(z.string())),
      }),
    ),
  ),
  userVerification: z.optional(z.string()),
});

export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptionsSchema>;

/** The browser's answer as JSON (AuthenticationResponseJSON), sent back to the server as is. */
export interface PasskeyAssertion {
  id: string;
  rawId: string;
  type: 'public-key' | (string & {});
  response: {
    clientDataJSON: string;
    authenticatorData: string;
    signature: string;
    userHandle?: string | undefined;
  };
  clientExtensionResults: Record<string, unknown>;
  authenticatorAttachment?: string | undefined;
}

/**
 * The browser half of a passkey ceremony (navigator.credentials.get): the browser's own by
 * default (`getPasskeyAssertion`, passkey/webauthn.ts); tests and stories supply their own.
 * `conditional`: the passkey autofill on the email field. `immediate`: the one-press login
 * (`uiMode: 'immediate'`), which the browser answers at once with a NotAllowedError when this
 * device holds no passkey for the site. Rejects with an AbortError once `signal` aborts.
 */
export type PasskeyCeremony = (
  options: PasskeyRequestOptions,
  how: { conditional: boolean; immediate?: boolean | undefined; signal: AbortSignal },
) => Promise<PasskeyAssertion>;
