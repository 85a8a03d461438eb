import type { LocalePack } from '@gatehouse-auth/core';

/** The locale packs Gatehouse ships, by BCP 47 tag. */
export type LocaleTag = 'en-GB' | 'en-US' | 'fr-FR' | 'es-ES' | 'de-DE' | 'pl-PL' | 'pt-BR' | 'ar';

/**
 * The pack for `tag`, loaded when asked (that pack alone). Rejects for a tag it does not ship.
 */
export function loadLocale(tag: LocaleTag): Promise<LocalePack> {
  switch (tag) {
    case 'en-GB':
      return import('@gatehouse-auth/core/locales/en-GB').then((pack) => pack.locale);
    case 'en-US':
      return import('@gatehouse-auth/core/locales/en-US').then((pack) => pack.locale);
    case 'fr-FR':
      return import('@gatehouse-auth/core/locales/fr-FR').then((pack) => pack.locale);
    case 'es-ES':
      return import('@gatehouse-auth/core/locales/es-ES').then((pack) => pack.locale);
    case 'de-DE':
      return import('@gatehouse-auth/core/locales/de-DE').then((pack) => pack.locale);
    case 'pl-PL':
      return import('@gatehouse-auth/core/locales/pl-PL').then((pack) => pack.locale);
    case 'pt-BR':
      return import('@gatehouse-auth/core/locales/pt-BR').then((pack) => pack.locale);
    case 'ar':
      return import('@gatehouse-auth/core/locales/ar').then((pack) => pack.locale);
    default:
      return Promise.reject(new Error(`No locale pack for ${String(tag)}`));
  }
}
