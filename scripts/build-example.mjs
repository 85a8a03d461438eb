#!/usr/bin/env node
// The example app's demo build (production: strict CSP, React's production build; mode `demo`:
// with the mock API, which a plain `vite build` leaves out) that the end-to-end tests serve, into
// e2e/.artifacts/host. e2e/support/globalSetup.ts calls it before the tests;
// the CI script runs it earlier, beside work that leaves a core free, and tells globalSetup so
// (GATEHOUSE_E2E_PREBUILT=1).
//   node scripts/build-example.mjs
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const hostConfigFile = fileURLToPath(
  new URL('../examples/host/vite.config.ts', import.meta.url),
);
export const hostOutDir = fileURLToPath(new URL('../e2e/.artifacts/host', import.meta.url));

export async function buildExample() {
  // A test runner sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: hostConfigFile,
      // examples/host/src/mockApi.ts: the mode that opts the build in to the mock API.
      mode: 'demo',
      logLevel: 'error',
      build: { outDir: hostOutDir },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildExample();
  console.log(`example built in ${Math.round(performance.now() - started)} ms: ${hostOutDir}`);
}
