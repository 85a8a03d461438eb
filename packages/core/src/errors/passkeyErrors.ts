import { GatehouseError } from './gatehouseError';

/** API.md §7: the server's codes for a passkey it no longer holds. */
export const passkeyErrorCodes = {
  /** 400 with `params.credentialId`: the credential was deleted on the server. */
  credentialUnknown: 'passkey.credential_unknown',
} as const;

/**
 * The id of the credential a passkey login or PASSKEY verify was refused for because the server
 * no longer holds it (400 `passkey.credential_unknown` with `params.credentialId`); else undefined.
 */
export function unknownPasskeyCredentialId(cause: unknown): string | undefined {
  if (!(cause instanceof GatehouseError)) return undefined;
  if (cause.status !== 400 || cause.code !== passkeyErrorCodes.credentialUnknown) return undefined;
  const { credentialId } = cause.params;
  return typeof credentialId === 'string' && credentialId !== '' ? credentialId : undefined;
}
