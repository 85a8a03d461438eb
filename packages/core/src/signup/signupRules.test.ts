import { describe, expect, it } from 'vitest';
import {
  countryChoice,
  countryWarning,
  registerLocation,
  resolveCountry,
  selectableCountries,
  signupLoginHref,
  signupQuery,
  type CountryLists,
} from './signupRules';

const gb = { iso2Code: 'GB', name: 'United Kingdom' };
const fr = { iso2Code: 'FR', name: 'France' };
const jp = { iso2Code: 'JP', name: 'Japan' };
const us = { iso2Code: 'US', name: 'United States' };

const lists = (
  personal: CountryLists['personal'],
  business: CountryLists['business'],
): CountryLists => ({ personal, business });
const loaded = (...countries: Array<typeof gb>) => ({ status: 'loaded' as const, countries });

describe('resolveCountry (SPEC.md §4: the chosen one, else GB, else the first)', () => {
  it.each([
    ['FR', [gb, fr], 'FR'],
    [undefined, [fr, gb], 'GB'],
    ['JP', [fr, gb], 'GB'],
    ['JP', [fr, us], 'FR'],
    [undefined, [us], 'US'],
    ['GB', [], undefined],
  ])('chosen %s among %j → %s', (chosen, countries, expected) => {
    expect(resolveCountry(chosen, countries)).toBe(expected);
  });
});

describe('selectableCountries', () => {
  it('merges both loaded lists once each, by name', () => {
    expect(selectableCountries(lists(loaded(gb, jp, fr), loaded(us, gb)))).toEqual([
      fr,
      jp,
      gb,
      us,
    ]);
    expect(selectableCountries(lists({ status: 'failed' }, { status: 'loading' }))).toEqual([]);
  });
});

describe('countryChoice (SPEC.md §8)', () => {
  it('hides the personal selector when the personal list failed', () => {
    expect(countryChoice(lists({ status: 'failed' }, loaded(gb)), 'personal', true)).toEqual({
      showAccountTypes: true,
      showCountry: false,
      loading: false,
    });
  });

  it('hides the Personal/Business options when the business list failed', () => {
    expect(countryChoice(lists(loaded(gb), { status: 'failed' }), 'personal', true)).toMatchObject({
      showAccountTypes: false,
      showCountry: true,
    });
  });

  it('offers no choice unless the form asks for one, and says when a list is still loading', () => {
    expect(countryChoice(lists({ status: 'loading' }, loaded(gb)), 'personal', false)).toEqual({
      showAccountTypes: false,
      showCountry: true,
      loading: true,
    });
  });
});

describe('countryWarning (SPEC.md §5)', () => {
  const both = lists(loaded(gb, fr, jp), loaded(gb, us));
  it('names the country and the account type when the type is not offered there', () => {
    expect(countryWarning(both, 'business', 'JP')).toEqual({
      key: 'signup.country.unavailable.business',
      countryName: 'Japan',
    });
    expect(countryWarning(both, 'personal', 'US')).toEqual({
      key: 'signup.country.unavailable.personal',
      countryName: 'United States',
    });
  });

  it('says nothing when the country is offered, or before the list has loaded', () => {
    expect(countryWarning(both, 'business', 'GB')).toBeNull();
    expect(countryWarning(lists(loaded(gb), { status: 'loading' }), 'business', 'JP')).toBeNull();
    expect(countryWarning(both, 'personal', undefined)).toBeNull();
  });
});

describe('signup addresses', () => {
  it('keeps redirectUrl and the tracking parameters, nothing else', () => {
    const query = signupQuery(
      '?a=1&utm_medium=mail&referralToken=r&referralSource=s&gclid=g&fbclid=f&redirectUrl=%2Fx',
      '/send',
    );
    expect(query.toString()).toBe(
      'redirectUrl=%2Fsend&utm_medium=mail&referralToken=r&referralSource=s&gclid=g&fbclid=f',
    );
    expect(signupQuery('', undefined).toString()).toBe('');
  });

  it('builds /register/{id} with the VERIFY_EMAIL hash only when a token came back, encoding the parts', () => {
    expect(registerLocation('su 1', new URLSearchParams('utm_source=x'), 'evo/1')).toBe(
      '/register/su%201?utm_source=x#/email?screen=VERIFY_EMAIL&emailVerifyOtt=evo%2F1',
    );
    expect(registerLocation('su-1', new URLSearchParams())).toBe('/register/su-1');
  });

  it('carries redirectUrl to /login', () => {
    expect(signupLoginHref('/send?a=b')).toBe('/login?redirectUrl=%2Fsend%3Fa%3Db');
    expect(signupLoginHref(undefined)).toBe('/login');
  });
});
