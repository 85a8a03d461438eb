// The toolbar's languages: every shipped pack and the pseudo-locale. Storybook only: a host page
// gets a pack from its own import or `loadLocale`.
import {
  defaultMessages,
  formatMessage,
  type LocalePack,
  type MessageKey,
} from '@gatehouse-auth/core';
import { locale as ar } from '@gatehouse-auth/react/locales/ar';
import { locale as deDE } from '@gatehouse-auth/react/locales/de-DE';
import { locale as enUS } from '@gatehouse-auth/react/locales/en-US';
import { locale as esES } from '@gatehouse-auth/react/locales/es-ES';
import { locale as frFR } from '@gatehouse-auth/react/locales/fr-FR';
import { locale as plPL } from '@gatehouse-auth/react/locales/pl-PL';
import { locale as ptBR } from '@gatehouse-auth/react/locales/pt-BR';
import { useSyncExternalStore } from 'react';
import { pseudoPack } from '../scripts/pseudoLocalePack.mjs';

/** The built-in British English: no pack, so stories render as a host without one sees them. */
export const defaultLocale = 'en-GB';

const packs: Record<string, LocalePack> = {
  'en-US': enUS,
  'fr-FR': frFR,
  'es-ES': esES,
  'de-DE': deDE,
  'pl-PL': plPL,
  'pt-BR': ptBR,
  ar,
  'qps-ploc': pseudoPack(defaultMessages),
};

/** The toolbar's items, British English first. */
export const localeItems = [
  { value: defaultLocale, title: 'English (UK), built in' },
  { value: 'en-US', title: 'English (US)' },
  { value: 'fr-FR', title: 'Français' },
  { value: 'es-ES', title: 'Español' },
  { value: 'de-DE', title: 'Deutsch' },
  { value: 'pl-PL', title: 'Polski' },
  { value: 'pt-BR', title: 'Português (Brasil)' },
  { value: 'ar', title: 'العربية (rtl)' },
  { value: 'qps-ploc', title: 'Pseudo-locale (accented, 40% longer)' },
];

/** The pack for the toolbar's `locale` global; none for the built-in English. */
export function localePack(tag: unknown): LocalePack | undefined {
  return typeof tag === 'string' ? packs[tag] : undefined;
}

// The Storybook check (scripts/pseudoLocaleCheck.mjs) switches a rendered story's language in
// place, in the state its play function left it: `window.__gatehouseSetLocale(tag)`, undefined
// for the toolbar's again. A change of the toolbar's global would render the story anew, loaders
// and all.
let override: string | undefined;
const listeners = new Set<() => void>();
if (typeof window !== 'undefined')
  Object.defineProperty(window, '__gatehouseSetLocale', {
    value: (tag: string | undefined) => {
      override = tag;
      for (const listener of listeners) listener();
    },
  });
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The language a story renders in: the check's override, else the toolbar's `locale` global. */
export function useStoryLocale(toolbar: unknown): LocalePack | undefined {
  const tag = useSyncExternalStore(
    subscribe,
    () => override,
    () => undefined,
  );
  return localePack(tag ?? toolbar);
}

/** A text of the story's language, filled as the widgets fill it. */
export type StoryText = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * The texts of the toolbar's `locale` global (the built-in English without a pack), for play
 * functions that also run in another language: the README's Arabic screenshots render stories
 * with `globals=locale:ar`. Right-to-left values come out isolated, as the widgets render them.
 */
export function storyText(globals: Record<string, unknown>): StoryText {
  const pack = localePack(globals.locale);
  const messages = pack?.messages ?? defaultMessages;
  return (key, values) => formatMessage(messages[key], values, pack?.locale, pack?.dir === 'rtl');
}
