import { describe, expect, it } from 'vitest';
import { toE164 } from './e164';

describe('toE164', () => {
  it.each([
    ['GB', '07700 900123', '+447700900123'],
    ['GB', '7700-900-123', '+447700900123'],
    ['FR', '06 12 34 56 78', '+33612345678'],
    ['DE', '0151 23456789', '+4915123456789'],
    ['AU', '0412 345 678', '+61412345678'],
    // No trunk prefix: a leading zero belongs to the number.
    ['IT', '06 1234 5678', '+390612345678'],
    ['US', '(201) 555-0123', '+12015550123'],
    ['es', '612 34 56 78', '+34612345678'],
    // Typed in international form: taken as it is, whatever the country.
    ['GB', '+1 201 555 0123', '+12015550123'],
    ['US', '0044 7700 900123', '+447700900123'],
  ])('%s %j → %s', (country, nationalNumber, expected) => {
    expect(toE164({ country, nationalNumber })).toBe(expected);
  });

  it.each([
    ['GB', ''],
    ['GB', '  - ( ) '],
    ['GB', '0'],
    ['XX', '7700900123'],
  ])('%s %j → nothing to send', (country, nationalNumber) => {
    expect(toE164({ country, nationalNumber })).toBeUndefined();
  });
});
