import type { SignupPhoneStore, SignupPhoneStoreOptions } from '@gatehouse-auth/core/headless';
import { createSignupPhoneStore } from '@gatehouse-auth/core/internal/signupPhone/createSignupPhoneStore';
import { clientFor } from '../provider/clientFor';
import type { GatehouseContextValue } from '../provider/GatehouseProvider';

/**
 * Sign-up phone verification's talking half: client, schemas and store. SignupPhoneVerification
 * loads this module once the number entry is on screen.
 */
export function createSignupPhoneController(
  gatehouse: GatehouseContextValue,
  options: Omit<SignupPhoneStoreOptions, 'client' | 'reportError'>,
): SignupPhoneStore {
  return createSignupPhoneStore({
    ...options,
    client: clientFor(gatehouse.config),
    reportError: gatehouse.onError,
  });
}

// The client loads with this module, after the form: its network waits come from here too.
export { networkWaitsFor } from '../provider/clientFor';
