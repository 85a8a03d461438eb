/** A country the phone number field offers: ISO 3166-1 alpha-2 code, English name, calling code. */
export interface CallingCode {
  iso2: string;
  name: string;
  /** Digits only, without the `+`. */
  callingCode: string;
  /** The national number is written with a leading 0 (trunk prefix) that E.164 drops. */
  trunkZero: boolean;
}

// [iso2, name, calling code, trunk prefix 0 (1) or none (0)]: one compact row per country.
const rows: ReadonlyArray<readonly [string, string, string, 0 | 1]> = [
  ['AE', 'United Arab Emirates', '971', 1],
  ['AR', 'Argentina', '54', 1],
  ['AT', 'Austria', '43', 1],
  ['AU', 'Australia', '61', 1],
  ['BE', 'Belgium', '32', 1],
  ['BR', 'Brazil', '55', 1],
  ['CA', 'Canada', '1', 0],
  ['CH', 'Switzerland', '41', 1],
  ['CN', 'China', '86', 1],
  ['CZ', 'Czechia', '420', 0],
  ['DE', 'Germany', '49', 1],
  ['DK', 'Denmark', '45', 0],
  ['ES', 'Spain', '34', 0],
  ['FI', 'Finland', '358', 1],
  ['FR', 'France', '33', 1],
  ['GB', 'United Kingdom', '44', 1],
  ['GR', 'Greece', '30', 0],
  ['HK', 'Hong Kong', '852', 0],
  ['IE', 'Ireland', '353', 1],
  ['IL', 'Israel', '972', 1],
  ['IN', 'India', '91', 1],
  ['IT', 'Italy', '39', 0],
  ['JP', 'Japan', '81', 1],
  ['KR', 'South Korea', '82', 1],
  ['MX', 'Mexico', '52', 0],
  ['MY', 'Malaysia', '60', 1],
  ['NG', 'Nigeria', '234', 1],
  ['NL', 'Netherlands', '31', 1],
  ['NO', 'Norway', '47', 0],
  ['NZ', 'New Zealand', '64', 1],
  ['PH', 'Philippines', '63', 1],
  ['PL', 'Poland', '48', 0],
  ['PT', 'Portugal', '351', 0],
  ['RO', 'Romania', '40', 1],
  ['SE', 'Sweden', '46', 1],
  ['SG', 'Singapore', '65', 0],
  ['TR', 'Turkey', '90', 1],
  ['UA', 'Ukraine', '380', 1],
  ['US', 'United States', '1', 0],
  ['ZA', 'South Africa', '27', 1],
];

/** The countries of the phone number field, sorted by English name. */
export const callingCodes: readonly CallingCode[] = rows
  .map(([iso2, name, callingCode, trunkZero]) => ({
    iso2,
    name,
    callingCode,
    trunkZero: trunkZero === 1,
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** The country with this two-letter code (any case), if the table has it. */
export function findCallingCode(iso2: string | null | undefined): CallingCode | undefined {
  const code = (iso2 ?? '').toUpperCase();
  return callingCodes.find((country) => country.iso2 === code);
}

/**
 * SPEC.md §2: a US number is one whose country is US or whose number starts with +1 (so the
 * other +1 countries, e.g. Canada, get the SMS consent notice too).
 */
export function isUsNumber(
  country: string | null | undefined,
  number: string | null | undefined,
): boolean {
  if ((country ?? '').toUpperCase() === 'US') return true;
  return /^\+1/.test((number ?? '').replace(/[^\d+]/g, ''));
}
