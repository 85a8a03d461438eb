import type { GatehouseEventListener, NetworkWaits } from '@gatehouse-auth/core';
import type { AccountPhoneStore, AccountPhoneStoreOptions } from '@gatehouse-auth/core/headless';
import { createAccountPhoneStore } from '@gatehouse-auth/core/internal/accountPhone/createAccountPhoneStore';
import { createClient } from '@gatehouse-auth/core/internal/api/client';
import type { GatehouseContextValue } from '../provider/GatehouseProvider';
import { withStepUp } from '../stepUp/withStepUp';

export interface AccountPhoneController {
  store: AccountPhoneStore;
  /** Its client's calls waiting for the network, for the offline notice. */
  networkWaits: NetworkWaits;
}

/**
 * The phone settings' store, on a client of its own whose fetch goes through step-up: a save
 * answered 403 + X-2FA-APPROVAL opens the approval modal (the code input) and is sent again
 * once approved. A host fetch that already does step-up is wrapped harmlessly: it answers the
 * retried call, never a second demand.
 */
export function createAccountPhoneController(
  gatehouse: GatehouseContextValue,
  {
    onStepUpEvent,
    ...options
  }: Omit<AccountPhoneStoreOptions, 'client' | 'reportError'> & {
    /** The widget's own `onEvent`, for the approval modal's events. */
    onStepUpEvent?: GatehouseEventListener;
  },
): AccountPhoneController {
  const { config } = gatehouse;
  const fetch = withStepUp(config.fetch, { onEvent: onStepUpEvent });
  const client = createClient({ ...config, fetch });
  return {
    store: createAccountPhoneStore({ ...options, client, reportError: gatehouse.onError }),
    networkWaits: client.networkWaits,
  };
}
