import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const source = 'gatehouse-source';

// Real Chromium against the built example app. One file at a time: the CI box has 2 cores, and
// every file drives its own browser.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  ssr: {
    resolve: { conditions: [source, ...defaultServerConditions], externalConditions: [source] },
  },
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/globalSetup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    minWorkers: 1,
    testTimeout: 30_000,
    // expect.poll waits as long as the shared assertions (support/assertions.ts) do for the page
    // to catch up with the test, not vitest's 1 s: on 2 busy cores a render can take longer.
    expect: { poll: { timeout: 5_000 } },
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
