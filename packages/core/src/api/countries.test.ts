import { countrySchema } from './countries';
import * as z from './schema';

describe('the country schema', () => {
  it('takes what the zod regex check took: two ASCII letters, either case', () => {
    const regex = z.string(z.regex(/^[A-Za-z]{2}$/));
    const values = [
      'GB',
      'gb',
      'Fr',
      'G',
      'GBR',
      '',
      'G1',
      '12',
      'É1',
      'GB\n',
      ' GB',
      12,
      null,
      undefined,
      ['GB'],
    ];
    for (const iso2Code of values)
      expect(z.safeParse(countrySchema, { iso2Code, name: 'X' }).success).toBe(
        z.safeParse(regex, iso2Code).success,
      );
    expect(z.safeParse(countrySchema, { iso2Code: 'gb', name: 'United Kingdom' })).toEqual({
      success: true,
      data: { iso2Code: 'gb', name: 'United Kingdom' },
    });
    expect(z.safeParse(countrySchema, { iso2Code: 'GB', name: '' }).success).toBe(false);
  });
});
