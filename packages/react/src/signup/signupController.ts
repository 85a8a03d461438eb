import type { AccountType, NetworkWaits } from '@gatehouse-auth/core';
import type {
  CountriesStore,
  SignupStore,
  SignupStoreOptions,
} from '@gatehouse-auth/core/headless';
import { createCountriesStore } from '@gatehouse-auth/core/internal/signup/createCountriesStore';
import { createSignupStore } from '@gatehouse-auth/core/internal/signup/createSignupStore';
import { clientFor } from '../provider/clientFor';
import type { GatehouseContextValue } from '../provider/GatehouseProvider';

export interface SignupController {
  signup: SignupStore;
  /** Null for the email form, which asks for no country. */
  countries: CountriesStore | null;
  /** Its calls waiting for the network, for the offline notice. */
  networkWaits: NetworkWaits;
}

/**
 * The sign-up's talking half: client, schemas and stores. SignupForm loads this module once
 * its form is on screen, so the form is usable as soon as a plain React form would be.
 */
export function createSignupController(
  gatehouse: GatehouseContextValue,
  options: Omit<SignupStoreOptions, 'client' | 'reportError' | 'pageSearch'> & {
    countryTypes: readonly AccountType[];
  },
): SignupController {
  const { countryTypes, ...signupOptions } = options;
  const client = clientFor(gatehouse.config);
  return {
    signup: createSignupStore({
      ...signupOptions,
      client,
      reportError: gatehouse.onError,
      pageSearch: typeof window === 'undefined' ? '' : window.location.search,
    }),
    countries:
      countryTypes.length > 0
        ? createCountriesStore({ client, types: countryTypes, reportError: gatehouse.onError })
        : null,
    networkWaits: client.networkWaits,
  };
}
