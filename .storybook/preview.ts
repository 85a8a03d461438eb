import '@gatehouse-auth/react/styles.css';
import { GatehouseProvider } from '@gatehouse-auth/react';
import type { Parameters, Preview } from '@storybook/react-vite';
import { createElement, type ReactNode } from 'react';
import { configure } from 'storybook/test';
import { prepareMockApi, providerProps, type StoryLoaded } from './helpers';
import { defaultLocale, localeItems, useStoryLocale } from './locales';

// Play functions wait on the mock API; give findBy/waitFor room on a slow CI machine.
configure({ asyncUtilTimeout: 5000 });

function StoryProvider({
  parameters,
  loaded,
  toolbarLocale,
  children,
}: {
  parameters: Parameters;
  loaded: StoryLoaded;
  toolbarLocale: unknown;
  children: ReactNode;
}) {
  const locale = useStoryLocale(toolbarLocale);
  return createElement(GatehouseProvider, providerProps(parameters, loaded, locale), children);
}

const preview: Preview = {
  // Starts the mock API once, then resets it before each story and applies `parameters.msw`.
  loaders: [prepareMockApi],
  // Every story sits in a provider configured by `parameters.gatehouse` (GatehouseProviderProps).
  decorators: [
    (Story, { parameters, loaded, globals }) =>
      createElement(StoryProvider, {
        parameters,
        loaded: loaded as StoryLoaded,
        toolbarLocale: globals.locale,
        children: createElement(Story),
      }),
  ],
  // The language of every story: the shipped packs and the pseudo-locale, from the toolbar.
  globalTypes: {
    locale: {
      description: 'Language of the widgets',
      toolbar: { icon: 'globe', items: localeItems, dynamicTitle: true },
    },
  },
  initialGlobals: { locale: defaultLocale },
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story.
    a11y: { test: 'error' },
  },
};

export default preview;
