import type { Client } from './client';
import * as z from './schema';

// API.md §7: creating a passkey for the logged-in user (the session cookie the exchange set).

/**
 * WebAuthn creation options as JSON (PublicKeyCredentialCreationOptionsJSON). Loose, and passed to
 * the browser untouched: extensions (`payment`, `credProps`, …) and `hints` the server asks for
 * reach `navigator.credentials.create` as sent, so a passkey made here can later confirm a payment.
 */
export const passkeyCreationOptionsSchema = z.looseObject({
  challenge: z.string(z.minLength(1)),
  rp: z.looseObject({ name: z.string(), id: z.optional(z.string()) }),
  user: z.looseObject({ id: z.string(z.minLength(1)), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.looseObject({ type: z.string(), alg: z.number() })),
});

export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptionsSchema>;

export const passkeyRegistrationOptionsSchema = z.object({
  data: z.object({
    registrationOptions: passkeyCreationOptionsSchema,
    passkeyRegistrationId: z.string(z.minLength(1)),
  }),
});

export const passkeyRegisteredSchema = z.object({
  data: z.object({ credentialId: z.string() }),
});

/** The browser's new credential as JSON (RegistrationResponseJSON), sent back to the server as is. */
export interface PasskeyRegistration {
  id: string;
  rawId: string;
  type: 'public-key' | (string & {});
  response: {
    clientDataJSON: string;
    attestationObject: string;
    transports?: string[] | undefined;
  } & Record<string, unknown>;
  clientExtensionResults: Record<string, unknown>;
  authenticatorAttachment?: string | undefined;
}

/** The server's code for a credential it already holds (409). */
export const passkeyAlreadyRegisteredCode = 'passkey.already_registered';

/** GET /gateway/v1/user/passkeys/registration-options: a fresh challenge to create a passkey. */
export async function getPasskeyRegistrationOptions(
  client: Client,
  signal?: AbortSignal,
): Promise<{ options: PasskeyCreationOptions; passkeyRegistrationId: string }> {
  const { data } = await client.request({
    method: 'GET',
    path: '/gateway/v1/user/passkeys/registration-options',
    schema: passkeyRegistrationOptionsSchema,
    credentials: 'include',
    signal,
  });
  return {
    options: data.data.registrationOptions,
    passkeyRegistrationId: data.data.passkeyRegistrationId,
  };
}

/** POST /gateway/v1/user/passkeys: stores the new credential; answers its id. */
export async function registerPasskey(
  client: Client,
  input: { passkeyRegistrationId: string; credential: PasskeyRegistration },
  signal?: AbortSignal,
): Promise<string> {
  const { data } = await client.request({
    method: 'POST',
    path: '/gateway/v1/user/passkeys',
    body: { passkeyRegistrationId: input.passkeyRegistrationId, credential: input.credential },
    schema: passkeyRegisteredSchema,
    credentials: 'include',
    signal,
  });
  return data.data.credentialId;
}

/**
 * The browser half of creating a passkey (navigator.credentials.create): the browser's own by
 * default (`createPasskeyCredential`, passkey/passkeyCreation.ts); tests and stories supply their
 * own. `conditional`: the automatic upgrade, where the password manager decides without a prompt.
 * Rejects with an AbortError once `signal` aborts.
 */
export type PasskeyCreationCeremony = (
  options: PasskeyCreationOptions,
  how: { conditional: boolean; signal: AbortSignal },
) => Promise<PasskeyRegistration>;
