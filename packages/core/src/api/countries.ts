import type { Client } from './client';
import * as z from './schema';
import type { AccountType } from './signup';

export const countrySchema = z.object({
  iso2Code: z.string(z.regex(/^[A-Za-z]{2}$/)),
  name: z.string(z.minLength(1)),
});
export const countriesResponseSchema = z.array(countrySchema);

/** A country of GET /countries, its code upper-cased. */
export interface Country {
  iso2Code: string;
  name: string;
}

/**
 * GET /api/v1/user/countries?type={personal|business}: the countries that account type is
 * offered in, named in the client's language (Accept-Language, as on every call).
 */
export async function getCountries(
  client: Client,
  type: AccountType,
  signal?: AbortSignal,
): Promise<Country[]> {
  const response = await client.request({
    method: 'GET',
    path: `/api/v1/user/countries?${new URLSearchParams({ type }).toString()}`,
    schema: countriesResponseSchema,
    signal,
  });
  return response.data.map((country) => ({
    iso2Code: country.iso2Code.toUpperCase(),
    name: country.name,
  }));
}
