import type { PasskeyCeremony } from '@gatehouse-auth/core/internal';
import { createContext } from 'react';

/** The browser's own ceremony, loaded on first use only. */
const browserCeremony: PasskeyCeremony = async (options, how) => {
  const { getPasskeyAssertion } = await import('@gatehouse-auth/core/internal/passkey/webauthn');
  return getPasskeyAssertion(options, how);
};

/**
 * The browser's passkey ceremony the passkey login and the PASSKEY challenge run: WebAuthn by
 * default; tests and stories (which have no authenticator) provide their own.
 */
export const PasskeyCeremonyContext = createContext<PasskeyCeremony>(browserCeremony);
