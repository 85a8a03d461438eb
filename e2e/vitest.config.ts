import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const source = 'gatehouse-source';

// Real Chromium against the built example app. Two files at a time, each with its own browser:
// a test spends most of its time waiting on the browser, so two fill the CI box's 2 cores
// without starving either (more made the page's work queue up behind the other files').
// E2E_WORKERS=1 runs one file at a time, to tell a slow machine from a race.
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

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
    fileParallelism: workers > 1,
    isolate: false,
    maxWorkers: workers,
    minWorkers: 1,
    testTimeout: 30_000,
    // expect.poll waits as long as the shared assertions (support/assertions.ts) do for the page
    // to catch up with the test, not vitest's 1 s: on 2 busy cores a render can take longer.
    expect: { poll: { timeout: 5_000 } },
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
