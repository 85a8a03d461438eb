#!/usr/bin/env node
// `npm start`: the example app (examples/host) on Vite's dev server with the mock API, straight
// from the packages' sources (its vite.config.ts resolves them through the `gatehouse-source`
// export condition), so nothing is built first. Vite logs only warnings and errors; the address
// is the last line printed. Ctrl+C stops it. e2e/devServer.e2e.test.ts runs it on a free port.
//   node scripts/start.mjs [--port 5173]
import { parseArgs } from 'node:util';
import { createServer } from 'vite';
import { hostConfigFile } from './build-example.mjs';

const { values } = parseArgs({ options: { port: { type: 'string', default: '5173' } } });
const server = await createServer({
  configFile: hostConfigFile,
  logLevel: 'warn',
  clearScreen: false,
  server: { port: Number(values.port) },
});
await server.listen();
const [url = `http://localhost:${values.port}/`] = server.resolvedUrls?.local ?? [];
console.log(`Acme Money, the example app on the mock API (Ctrl+C stops it): ${url}`);
