import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their src/ through this export condition: tests need no build.
const source = 'gatehouse-source';

export default defineConfig({
  resolve: { conditions: [source, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [source, ...defaultServerConditions], externalConditions: [source] } },
  test: {
    globals: true,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: { name: 'core', include: ['packages/core/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'mock-api', include: ['packages/mock-api/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'react',
          include: ['packages/react/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['packages/react/test/setup.ts'],
        },
      },
    ],
  },
});
