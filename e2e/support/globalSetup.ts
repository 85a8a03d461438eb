import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { freePort } from './freePort';
import { hostConfigFile, hostOutDir } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built example app, e.g. `http://localhost:41234` (never 127.0.0.1). */
    baseURL: string;
  }
}

/** Builds the example once (production build, strict CSP) and serves it for every test file. */
export default async function setup(project: TestProject) {
  const started = Date.now();
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: hostConfigFile,
      mode: 'production',
      logLevel: 'error',
      build: { outDir: hostOutDir },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
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
