import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The packages' stories, and the example host's own challenge (registered without touching packages/).
  stories: [
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../examples/host/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y'],
  // msw's mockServiceWorker.js, served at the site root next to iframe.html.
  staticDirs: ['../packages/mock-api/public'],
  // Nothing may reach the network: no telemetry, no crash reports, no update checks.
  core: { disableTelemetry: true, enableCrashReports: false, disableWhatsNewNotifications: true },
  // No docs addon reads component docs, so skip the docgen pass.
  typescript: { reactDocgen: false },
  viteFinal(viteConfig) {
    viteConfig.resolve ??= {};
    // Workspace packages resolve to their src/ (as in vitest.config.ts): stories need no build.
    viteConfig.resolve.conditions = ['gatehouse-source', ...defaultClientConditions];
    // The preview bundles React, Storybook's runtime and axe-core: large chunks are expected here.
    const rollupOptions = viteConfig.build?.rollupOptions ?? {};
    viteConfig.build = {
      ...viteConfig.build,
      chunkSizeWarningLimit: 2048,
      rollupOptions: {
        ...rollupOptions,
        onwarn(warning, warn) {
          // Misplaced /* @__PURE__ */ comments inside dependencies (zod): harmless, not ours.
          if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/'))
            return;
          if (rollupOptions.onwarn) rollupOptions.onwarn(warning, warn);
          else warn(warning);
        },
      },
    };
    // No list of every chunk written: warnings and errors only.
    viteConfig.logLevel = 'warn';
    return viteConfig;
  },
};

export default config;
