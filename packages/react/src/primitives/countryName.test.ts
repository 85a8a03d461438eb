import { countryName } from './countryName';

describe('countryName', () => {
  it('keeps the English name without a pack', () => {
    expect(countryName(undefined, 'DE', 'Germany')).toBe('Germany');
  });

  it('names the country in the pack’s language', () => {
    expect(countryName('fr-FR', 'DE', 'Germany')).toBe('Allemagne');
    expect(countryName('de-DE', 'GB', 'United Kingdom')).toBe('Vereinigtes Königreich');
    expect(countryName('ar', 'FR', 'France')).toBe(
      new Intl.DisplayNames('ar', { type: 'region' }).of('FR'),
    );
  });

  it('falls back to the English name for a code Intl rejects', () => {
    expect(countryName('fr-FR', 'not a code', 'Somewhere')).toBe('Somewhere');
  });
});
