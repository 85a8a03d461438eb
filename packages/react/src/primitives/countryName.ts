// One DisplayNames per locale, built the first time a country list needs it.
const displayNames: Record<string, Intl.DisplayNames> = {};

/**
 * A country's name in the pack's language (`Intl.DisplayNames`), or `english` without a pack,
 * or when the runtime has no name for the code.
 */
export function countryName(locale: string | undefined, iso2: string, english: string): string {
  if (!locale) return english;
  try {
    return (
      (displayNames[locale] ??= new Intl.DisplayNames(locale, { type: 'region' })).of(iso2) ??
      english
    );
  } catch {
    // A code Intl rejects (not a region code it knows the shape of).
    return english;
  }
}
