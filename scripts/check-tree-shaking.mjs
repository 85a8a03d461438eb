#!/usr/bin/env node
// Checks that the built ESM of @gatehouse-auth/core and @gatehouse-auth/react keeps the promise of
// their package.json `sideEffects` (core: none; react: its stylesheet only), run after
// `npm run build` (scripts/lint-packages.sh runs it).
//
//   no side effects  every ESM module of both packages, imported in this process, adds nothing
//                    to globalThis and starts no timer: a bundler that drops a module the page
//                    does not use (as `sideEffects` allows) changes nothing a page can observe.
//   one export       `import { createLoginStore } from '@gatehouse-auth/core/headless'` bundled as a host
//                    would (sideEffects honoured, minified) holds no other endpoint's schema.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

let failed = false;
// The dependencies' own module state (zod's global registry) is theirs: loaded first.
for (const dependency of ['zod/mini', 'zustand', 'zustand/vanilla', 'react', 'react-dom'])
  await import(dependency);
const globalsBefore = new Set(Object.getOwnPropertyNames(globalThis));
const timers = [];
for (const name of ['setTimeout', 'setInterval']) {
  const original = globalThis[name];
  globalThis[name] = (...args) => {
    timers.push(name);
    return original(...args);
  };
}
let modules = 0;
for (const pkg of ['core', 'react']) {
  const dist = path.join(root, 'packages', pkg, 'dist');
  for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    await import(pathToFileURL(path.join(dist, file)).href);
    modules += 1;
  }
}
const added = Object.getOwnPropertyNames(globalThis).filter((name) => !globalsBefore.has(name));
if (added.length > 0 || timers.length > 0) {
  failed = true;
  console.error(
    `!! importing the packages' modules is not free of side effects: globals ${added.join(', ') || 'none'}, timers ${timers.length}`,
  );
}

const oneExport = await build({
  stdin: {
    contents: `export { createLoginStore } from '@gatehouse-auth/core/headless';`,
    resolveDir: root,
    loader: 'js',
  },
  bundle: true,
  format: 'esm',
  minify: true,
  write: false,
  logLevel: 'silent',
});
// faceScanPublicKey: a key of the face-match trigger's answer, which the login store never parses.
if (oneExport.outputFiles[0].text.includes('faceScanPublicKey')) {
  failed = true;
  console.error(
    "!! import { createLoginStore } from '@gatehouse-auth/core/headless' keeps the face-match schemas",
  );
}

if (failed) process.exit(1);
console.log(
  `tree shaking: ${modules} modules import without side effects; one export keeps only its own schemas`,
);
