import { describe, expect, it } from 'vitest';
import { callingCodes, findCallingCode, isUsNumber } from './callingCodes';

describe('callingCodes', () => {
  it('covers the required countries with their calling codes', () => {
    const expected: Record<string, string> = {
      GB: '44',
      US: '1',
      CA: '1',
      FR: '33',
      DE: '49',
      ES: '34',
      IT: '39',
      IE: '353',
      NL: '31',
      BE: '32',
      PT: '351',
      PL: '48',
      IN: '91',
      AU: '61',
      NZ: '64',
      JP: '81',
      SG: '65',
      BR: '55',
      MX: '52',
      ZA: '27',
    };
    for (const [iso2, code] of Object.entries(expected))
      expect(findCallingCode(iso2)?.callingCode, iso2).toBe(code);
  });

  it('is sorted by name, with unique two-letter codes and digit-only calling codes', () => {
    const names = callingCodes.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(callingCodes.map((c) => c.iso2)).size).toBe(callingCodes.length);
    for (const c of callingCodes) {
      expect(c.iso2).toMatch(/^[A-Z]{2}$/);
      expect(c.callingCode).toMatch(/^[1-9]\d{0,2}$/);
    }
  });

  it('finds a country in any case, and nothing for an unknown one', () => {
    expect(findCallingCode('gb')?.name).toBe('United Kingdom');
    expect(findCallingCode('XX')).toBeUndefined();
    expect(findCallingCode(undefined)).toBeUndefined();
  });
});

describe('isUsNumber', () => {
  it.each([
    ['US', '2015550123', true],
    ['us', '', true],
    ['CA', '+14165550123', true],
    ['GB', '+1 (201) 555-0123', true],
    ['GB', '+447700900123', false],
    ['GB', '07700 900123', false],
    ['FR', '+33612345678', false],
    [undefined, undefined, false],
  ] as const)('country %s, number %s → %s', (country, number, expected) => {
    expect(isUsNumber(country, number)).toBe(expected);
  });
});
