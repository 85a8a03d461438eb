import '@gatehouse/react/styles.css';
import { GatehouseProvider } from '@gatehouse/react';
import type { Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import { configure } from 'storybook/test';
import { prepareMockApi, providerProps, type StoryLoaded } from './helpers';
import { defaultLocale, localeItems, localePack } from './locales';

// Play functions wait on the mock API; give findBy/waitFor room on a slow CI machine.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  // Starts the mock API once, then resets it before each story and applies `parameters.msw`.
  loaders: [prepareMockApi],
  // Every story sits in a provider configured by `parameters.gatehouse` (GatehouseProviderProps).
  decorators: [
    (Story, { parameters, loaded, globals }) =>
      createElement(
        GatehouseProvider,
        providerProps(parameters, loaded as StoryLoaded, localePack(globals.locale)),
        createElement(Story),
      ),
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
