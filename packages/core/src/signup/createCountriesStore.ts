import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Client } from '../api/client';
import { getCountries } from '../api/countries';
import type { AccountType } from '../api/signup';
import { isAbortError, isGatehouseError, type GatehouseError } from '../errors/gatehouseError';
import { initialCountryLists, type CountryLists } from './signupRules';

export interface CountriesStoreOptions {
  client: Client;
  /** The lists to fetch: personal always; business only when the form offers the choice. */
  types: readonly AccountType[];
  reportError?: ((error: GatehouseError) => void) | undefined;
}

export interface CountriesActions {
  /** Fetches every list still loading; a second call while they are under way does nothing. */
  load(): void;
  /** Stops the fetches under way; a later `load()` starts them again (React Strict Mode remounts). */
  dispose(): void;
}

export type CountriesStore = StoreApi<CountryLists> & CountriesActions;

/** The country lists of the full sign-up form, one fetch per account type. */
export function createCountriesStore({
  client,
  types,
  reportError,
}: CountriesStoreOptions): CountriesStore {
  const store = createStore<CountryLists>()(() => initialCountryLists(types));
  let controller: AbortController | null = null;

  return {
    ...store,
    load: () => {
      if (controller) return;
      const current = new AbortController();
      controller = current;
      const { signal } = current;
      for (const type of types) {
        if (store.getState()[type].status !== 'loading') continue;
        getCountries(client, type, signal).then(
          (countries) => {
            if (!signal.aborted) store.setState({ [type]: { status: 'loaded', countries } });
          },
          (cause: unknown) => {
            if (signal.aborted || isAbortError(cause)) return;
            if (isGatehouseError(cause) && cause.code === 'unexpected.error') reportError?.(cause);
            store.setState({ [type]: { status: 'failed' } });
          },
        );
      }
    },
    dispose: () => {
      controller?.abort();
      controller = null;
    },
  };
}
