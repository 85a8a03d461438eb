#!/usr/bin/env node
// `npm start`: the example app (examples/host) on Vite's dev server with the mock API, straight
// from the packages' sources (its vite.config.ts resolves them through the `gatehouse-source`
// export condition), so nothing is built first. Vite logs only warnings and errors; the address
// is the last line printed. Ctrl+C stops it.
//   node scripts/start.mjs
import { createServer } from 'vite';
import { hostConfigFile } from './build-example.mjs';

const server = await createServer({
  configFile: hostConfigFile,
  logLevel: 'warn',
  clearScreen: false,
});
await server.listen();
const [url = 'http://localhost:5173/'] = server.resolvedUrls?.local ?? [];
console.log(`Acme Money, the example app on the mock API (Ctrl+C stops it): ${url}`);
