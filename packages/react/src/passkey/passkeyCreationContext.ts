import type { PasskeyCreationCeremony } from '@gatehouse-auth/core/internal';
import { createContext } from 'react';

/**
 * The browser half of creating a passkey (the offer after login and the automatic upgrade).
 * Unset, the login store runs the browser's own WebAuthn ceremony, loaded only when an offer or
 * upgrade runs; tests and stories (which have no authenticator) provide their own.
 */
export const PasskeyCreationContext = createContext<PasskeyCreationCeremony | undefined>(undefined);
