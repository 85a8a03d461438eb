// The sign-up rules a form needs before it talks to the server: link targets, the country
// choice and the addresses a sign-up leads to (part of `@gatehouse-auth/core/forms`).
import type { Country } from '../api/countries';
import type { AccountType } from '../api/signup';
import type { MessageKey } from '../locales/defaultMessages';

export type SignupVariant = 'email' | 'register' | 'businessInviteRegister';

/** Link targets of SPEC.md §2, relative to the host site. */
export const signupLinks = {
  terms: '/terms-and-conditions',
  privacyPolicy: '/privacy-policy',
  login: '/login',
  getHelp: '/help/contact/flows/logged-out/trouble-logging-in',
  register: '/register/',
} as const;

/** SPEC.md §9: the country chosen when none is, or when the chosen one is not offered. */
export const DEFAULT_COUNTRY = 'GB';

/** Query parameters a sign-up carries on to the register flow besides redirectUrl (SPEC.md §2). */
export const TRACKING_PARAMETERS = ['gclid', 'fbclid', 'referralToken', 'referralSource'] as const;

const isTracking = (name: string) =>
  name.startsWith('utm_') || (TRACKING_PARAMETERS as readonly string[]).includes(name);

/**
 * The sign-up's own query: `redirectUrl` (already checked by the caller) then the page's
 * tracking parameters in their order; the page's own redirectUrl is never copied unchecked. This is what the register address keeps and what a "Send it
 * again" sends as `flowQueryParams`.
 */
export function signupQuery(pageSearch: string, redirectUrl: string | undefined): URLSearchParams {
  const page = new URLSearchParams(pageSearch);
  const query = new URLSearchParams();
  if (redirectUrl) query.set('redirectUrl', redirectUrl);
  for (const [name, value] of page) if (isTracking(name)) query.append(name, value);
  return query;
}

/** `/register/{id}?{query}`, plus `#/email?screen=VERIFY_EMAIL&emailVerifyOtt={token}` when one came back. */
export function registerLocation(
  id: string,
  query: URLSearchParams,
  emailVerifyOtt?: string,
): string {
  const search = query.toString();
  const hash = emailVerifyOtt
    ? `#/email?${new URLSearchParams({ screen: 'VERIFY_EMAIL', emailVerifyOtt }).toString()}`
    : '';
  return `${signupLinks.register}${encodeURIComponent(id)}${search ? `?${search}` : ''}${hash}`;
}

/** `/login`, carrying redirectUrl when there is one: the 'Log in' action of a failed sign-up. */
export function signupLoginHref(redirectUrl: string | undefined): string {
  return redirectUrl
    ? `${signupLinks.login}?${new URLSearchParams({ redirectUrl }).toString()}`
    : signupLinks.login;
}

/** Where a country list stands: its fetch is under way, answered, or failed (then its choice is hidden). */
export type CountryListState =
  { status: 'loading' } | { status: 'loaded'; countries: Country[] } | { status: 'failed' };
export type CountryLists = Record<AccountType, CountryListState>;

/** The lists a form starts with: loading for the types it needs; the others count as failed (choice hidden). */
export function initialCountryLists(types: readonly AccountType[]): CountryLists {
  return {
    personal: types.includes('personal') ? { status: 'loading' } : { status: 'failed' },
    business: types.includes('business') ? { status: 'loading' } : { status: 'failed' },
  };
}

/** Every country either list offers, by name; the selector shows them all so the warning can explain. */
export function selectableCountries(lists: CountryLists): Country[] {
  const byCode = new Map<string, Country>();
  for (const list of [lists.personal, lists.business]) {
    if (list.status !== 'loaded') continue;
    for (const country of list.countries)
      if (!byCode.has(country.iso2Code)) byCode.set(country.iso2Code, country);
  }
  return [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** SPEC.md §4: the chosen country when offered, else GB, else the first; undefined when there is none. */
export function resolveCountry(
  chosen: string | undefined,
  countries: readonly Country[],
): string | undefined {
  const has = (code: string | undefined) =>
    code !== undefined && countries.some((country) => country.iso2Code === code);
  if (has(chosen)) return chosen;
  if (has(DEFAULT_COUNTRY)) return DEFAULT_COUNTRY;
  return countries[0]?.iso2Code;
}

/**
 * What the form shows for the account types (SPEC.md §8): a failed personal list hides the
 * country selector for personal accounts; a failed business list hides the Personal/Business choice.
 */
export function countryChoice(
  lists: CountryLists,
  accountType: AccountType,
  accountTypeChoice: boolean,
) {
  return {
    showAccountTypes: accountTypeChoice && lists.business.status !== 'failed',
    showCountry: lists[accountType].status !== 'failed',
    loading: lists[accountType].status === 'loading',
  };
}

/**
 * SPEC.md §5: the warning when the country is not in the list for the account type, or null.
 * Nothing to warn about until that list has loaded.
 */
export function countryWarning(
  lists: CountryLists,
  accountType: AccountType,
  country: string | undefined,
): { key: MessageKey; countryName: string } | null {
  const list = lists[accountType];
  if (list.status !== 'loaded' || !country) return null;
  if (list.countries.some((entry) => entry.iso2Code === country)) return null;
  const countryName =
    selectableCountries(lists).find((entry) => entry.iso2Code === country)?.name ?? country;
  return { key: `signup.country.unavailable.${accountType}`, countryName };
}

/** The country-selector label of SPEC.md §2 for an account type. */
export const countryLabel = (accountType: AccountType): MessageKey =>
  `signup.country.${accountType}`;
