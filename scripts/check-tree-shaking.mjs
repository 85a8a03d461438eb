#!/usr/bin/env node
// Checks that the built ESM of @gatehouse-auth/core and @gatehouse-auth/react can be tree-shaken by
// esbuild and by Rollup (Vite), run after `npm run build` (scripts/lint-packages.sh runs it).
//
//   pure top level   each public entry, imported for nothing, with every module of ours treated
//                    as having side effects (package.json `sideEffects` ignored), bundles to
//                    nothing: every top-level call is annotated pure, so a module imported for
//                    one export keeps nothing of the others. Lists what is left when it fails.
//   one export       `import { createLoginStore } from '@gatehouse-auth/core/headless'` bundled as a host
//                    would (sideEffects honoured, minified) holds no other endpoint's schema.
//
// esbuild and rollup come with vite (a devDependency).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { rollup } from 'rollup';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const isBare = (specifier) => !specifier.startsWith('.') && !path.isAbsolute(specifier);

/** The `import` targets of a package's script entries (./styles.css is no module). */
function entries(pkg) {
  const dir = path.join(root, 'packages', pkg);
  const { exports } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return Object.values(exports)
    .map((target) => (typeof target === 'object' ? target.import?.default : undefined))
    .filter((file) => typeof file === 'string')
    .map((file) => path.join(dir, file));
}

// Our modules count as having side effects, so only pure annotations can drop their code.
const ourModulesImpure = {
  name: 'our-modules-impure',
  setup(context) {
    context.onResolve({ filter: /.*/ }, (args) => {
      // A lazily loaded module is its own chunk in a host's build, not part of this one.
      if (isBare(args.path) || args.kind === 'dynamic-import')
        return { path: args.path, external: true };
      return { path: path.resolve(args.resolveDir, args.path), sideEffects: true };
    });
  },
};

async function leftByEsbuild(entry) {
  const result = await build({
    stdin: { contents: `import ${JSON.stringify(entry)};`, resolveDir: root, loader: 'js' },
    bundle: true,
    format: 'esm',
    write: false,
    minifySyntax: true,
    minifyWhitespace: true,
    logLevel: 'silent',
    plugins: [ourModulesImpure],
  });
  // Imports of externals (zod/mini, react) are the host's to drop, not ours.
  return result.outputFiles[0].text
    .replace(/import(\s*[^"'(]*from)?\s*["'][^"']+["'];?/g, '')
    .trim();
}

async function leftByRollup(entry) {
  // The entry itself would keep every export, so a module that imports it for nothing is built.
  const importer = '\0imports-nothing';
  const bundle = await rollup({
    input: importer,
    plugins: [
      {
        name: 'imports-nothing',
        resolveId: (id) => (id === importer ? id : null),
        load: (id) => (id === importer ? `import ${JSON.stringify(entry)};` : null),
      },
    ],
    external: (id) => id !== importer && isBare(id),
    treeshake: { moduleSideEffects: (_id, external) => !external },
    // Expected here: the "use client" directives Rollup drops, the empty chunk that is the point,
    // the imports of externals left unused.
    onwarn: (warning, warn) =>
      ['MODULE_LEVEL_DIRECTIVE', 'EMPTY_BUNDLE', 'UNUSED_EXTERNAL_IMPORT'].includes(
        warning.code ?? '',
      )
        ? undefined
        : warn(warning),
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  return output[0].code.replace(/^(export\s*\{[^}]*\}|import\s[^;]*);?\s*$/gm, '').trim();
}

let failed = false;
for (const pkg of ['core', 'react']) {
  for (const entry of entries(pkg)) {
    const name = path.relative(root, entry);
    for (const [bundler, left] of [
      ['esbuild', await leftByEsbuild(entry)],
      ['rollup', await leftByRollup(entry)],
    ]) {
      if (left === '') continue;
      failed = true;
      console.error(
        `!! ${name}: ${bundler} keeps top-level code when nothing is imported:\n${left}\n`,
      );
    }
  }
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
  'tree shaking: every entry is pure at top level; one export keeps only its own schemas',
);
