import type { LoginStore, LoginStoreOptions } from '@gatehouse-auth/core/headless';
import { createLoginStore } from '@gatehouse-auth/core/internal/login/createLoginStore';
import { clientFor } from '../provider/clientFor';
import type { GatehouseContextValue } from '../provider/GatehouseProvider';

// Keeps (a), the login form usable, within its budget in every host: see scripts/bench/budgets.mjs.
export { createWidgetEvents } from '../events/createWidgetEvents';
// What the browser can do with passkeys is read once the form is usable; in the form's chunk,
// the capability reader puts (a) over its promise (see scripts/bench/budgets.mjs).
export {
  conditionalMediationAvailable,
  immediateMediationAvailable,
} from '@gatehouse-auth/core/internal/passkey/passkeySupport';
// The client loads with this module, after the form: its network waits come from here too.
export { networkWaitsFor } from '../provider/clientFor';

/**
 * The login's talking half: client, schemas and store. LoginFlow loads this module once its
 * form is on screen, so the form is usable as soon as a plain React form would be.
 */
export function createLoginController(
  gatehouse: GatehouseContextValue,
  options: Omit<LoginStoreOptions, 'client' | 'reportError'>,
): LoginStore {
  return createLoginStore({
    ...options,
    client: clientFor(gatehouse.config),
    reportError: gatehouse.onError,
  });
}
