import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { buildExample } from '../../scripts/build-example.mjs';
import { freePort } from './freePort';
import { hostConfigFile, hostOutDir } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built example app, e.g. `http://localhost:41234` (never 127.0.0.1). */
    baseURL: string;
  }
}

/**
 * Builds the example once (production build, strict CSP) and serves it for every test file.
 * `GATEHOUSE_E2E_PREBUILT=1` serves the build already in e2e/.artifacts/host instead: the CI
 * script makes it earlier, beside work that leaves a core free (scripts/build-example.mjs).
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  if (process.env.GATEHOUSE_E2E_PREBUILT === '1') {
    if (!existsSync(join(hostOutDir, 'index.html')))
      throw new Error(`GATEHOUSE_E2E_PREBUILT=1 but ${hostOutDir} holds no build`);
  } else {
    await buildExample();
  }
  const port = await freePort();
  const server = await preview({
    configFile: hostConfigFile,
    logLevel: 'error',
    build: { outDir: hostOutDir },
    preview: { host: 'localhost', port, strictPort: true, open: false },
  });
  const baseURL = `http://localhost:${port}`;
  project.provide('baseURL', baseURL);
  console.log(`e2e: example built and served at ${baseURL} in ${Date.now() - started} ms`);
  return async () => {
    await server.close();
  };
}
