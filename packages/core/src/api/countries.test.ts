import * as z from 'zod/mini';
import { countrySchema } from './countries';

describe('the country schema', () => {
  it('takes what the zod regex check took: two ASCII letters, either case', () => {
    const regex = z.string().check(z.regex(/^[A-Za-z]{2}$/));
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
      expect(countrySchema.safeParse({ iso2Code, name: 'X' }).success).toBe(
        regex.safeParse(iso2Code).success,
      );
    expect(countrySchema.safeParse({ iso2Code: 'gb', name: 'United Kingdom' })).toEqual({
      success: true,
      data: { iso2Code: 'gb', name: 'United Kingdom' },
    });
    expect(countrySchema.safeParse({ iso2Code: 'GB', name: '' }).success).toBe(false);
  });
});
