import type { PasskeyCeremony } from '@gatehouse-auth/core/internal';
import { createContext } from 'react';
import { webauthnCeremony } from './webauthnCeremony';

/**
 * The browser's passkey ceremony the PASSKEY challenge runs: WebAuthn by default; tests and
 * stories (which have no authenticator) provide their own.
 */
export const PasskeyCeremonyContext = createContext<PasskeyCeremony>(webauthnCeremony);
