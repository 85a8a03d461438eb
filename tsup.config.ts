// One build config for every package: each package's `build` script runs
// `tsup --config ../../tsup.config.ts` with the package directory as cwd.
//
// core and react publish one output module per source module, in ESM (.js) and CJS (.cjs), as
// TanStack Query does: a host's bundler keeps the modules a page reaches and splits them as it
// likes. Their public entries (the exports map) also get bundled declarations (.d.ts, .d.cts).
// mock-api, which runs in tests and demos only, is bundled per entry.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';
import ts from 'typescript';
import { exportedNames } from './scripts/exportedNames.mjs';

const cwd = process.cwd();
const pkg = JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, string | Record<string, unknown>>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

// The exports map is the single list of entries: every subpath's `gatehouse-source` target
// (./src/x.ts) is built to dist/x.{js,cjs,d.ts,d.cts}; writeStyles (below) writes the stylesheet
// export. Core's deep internal paths (./internal/<dir>/<module>, the list
// scripts/check-internal-entry.mjs keeps) are modules that the per-module build emits anyway;
// their types are /internal's declarations, so they get no declaration build of their own.
const entry: Record<string, string> = {};
for (const [subpath, target] of Object.entries(pkg.exports)) {
  const source = typeof target === 'object' ? target['gatehouse-source'] : undefined;
  if (typeof source !== 'string' || !/\.tsx?$/.test(source) || subpath.startsWith('./internal/'))
    continue;
  if (!existsSync(path.join(cwd, source))) throw new Error(`${pkg.name}: no ${source}`);
  entry[source.replace(/^\.\/src\//, '').replace(/\.tsx?$/, '')] = source;
}

// Dependencies stay imports, subpaths too (react/jsx-runtime, zod/mini, msw/node).
const external = [
  ...Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies }).map(
    (name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:/.*)?$`),
  ),
  /^@gatehouse-auth\//,
  /^node:/,
];

const src = path.join(cwd, 'src');
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories|d)\.tsx?$/.test(file))
  .map((file) => path.join(src, file));

/**
 * One output module per source module: every source module with code is an entry, and each
 * relative import stays an import of the sibling's output (./x → ./x.js or ./x.cjs). A module of
 * types only compiles to nothing and gets no output; an import of it is emptied.
 */
const moduleBoundaries: Plugin = {
  name: 'module-boundaries',
  async setup(build) {
    const extension = build.initialOptions.format === 'cjs' ? '.cjs' : '.js';
    const typesOnly = new Set<string>();
    for (const file of sources) {
      const { code } = await build.esbuild.transform(readFileSync(file, 'utf8'), {
        loader: file.endsWith('x') ? 'tsx' : 'ts',
        tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true, jsx: 'react-jsx' } },
      });
      if (code.trim() === '') typesOnly.add(file);
    }
    build.initialOptions.entryPoints = Object.fromEntries(
      sources
        .filter((file) => !typesOnly.has(file))
        .map((file) => [path.relative(src, file).replace(/\.tsx?$/, ''), file]),
    );
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const target = path.resolve(args.resolveDir, args.path);
      const file = ['.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ext) => target + ext)
        .find((candidate) => existsSync(candidate));
      if (!file) return undefined;
      if (typesOnly.has(file)) return { path: file, namespace: 'types-only' };
      const output = path.relative(args.resolveDir, file).replace(/\.tsx?$/, extension);
      return { path: output.startsWith('.') ? output : `./${output}`, external: true };
    });
    build.onLoad({ filter: /.*/, namespace: 'types-only' }, () => ({ contents: '', loader: 'js' }));
  },
};

const perModule = pkg.name !== '@gatehouse-auth/mock-api';

// rollup-plugin-dts fails ("Error parsing") on an entry whose declarations another entry of the
// same build already emitted: entries that only gather other entries' names (core's /internal and
// /headless) get a declaration build each. The locale packs need no TypeScript program at all
// (declaredLocalePacks, below).
const gathering = (name: string) => name === 'internal/index' || name === 'headless';
const localePack = (name: string) => name.startsWith('locales/');
const declarationEntries = (own: boolean) =>
  Object.fromEntries(
    Object.entries(entry).filter(([name]) => !localePack(name) && gathering(name) === own),
  );

/**
 * A locale pack's declarations, from its source alone (TypeScript's isolated declarations: every
 * export is annotated, so no program is needed; one per pack took a whole build's time). A type it
 * imports from a sibling module comes from the package's main entry, which exports it: only the
 * entries' declarations are published.
 */
function declaredLocalePacks() {
  const packs = Object.entries(entry).filter(([name]) => localePack(name));
  if (packs.length === 0) return;
  const mainExports = exportedNames(path.join(cwd, 'src/index.ts'));
  for (const [name, source] of packs) {
    const { outputText, diagnostics = [] } = ts.transpileDeclaration(
      readFileSync(path.join(cwd, source), 'utf8'),
      { fileName: source, compilerOptions: { isolatedDeclarations: true, strict: true } },
    );
    if (diagnostics.length > 0) {
      const text = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      throw new Error(`${pkg.name} ${source}: no isolated declarations: ${text.join('; ')}`);
    }
    const imported = [
      ...outputText.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]\.\.?\//g),
    ]
      .flatMap((match) => (match[1] ?? '').split(','))
      .map((specifier) => specifier.trim().replace(/^type\s+/, ''))
      .filter(Boolean);
    const missing = imported.filter((type) => !mainExports.has(type));
    if (missing.length > 0)
      throw new Error(
        `${pkg.name} ${source}: the main entry does not export ${missing.join(', ')}`,
      );
    const main = path.relative(path.dirname(path.join('dist', name)), 'dist/index');
    for (const [extension, mainFile] of [
      ['.d.ts', `${main}.js`],
      ['.d.cts', `${main}.cjs`],
    ]) {
      const declarations = outputText.replace(
        /(from\s+)(['"])(\.\.?\/[^'"]+)\2/g,
        (_, from: string, quote: string) => `${from}${quote}${mainFile}${quote}`,
      );
      writeFileSync(path.join(cwd, 'dist', name + extension), declarations);
    }
  }
}

/**
 * The published stylesheet, dist/styles.css: one file without `@import` (a host may link it
 * directly, one request under a strict CSP). Its source, src/styles/index.css, is a list of
 * `@import`s of the shared rules and of each challenge folder's own (Vite inlines them in
 * development); each is replaced by its file, in the list's order. Every .css file under src/
 * must be on the list, so a challenge's styles cannot be left out of the published file.
 */
function writeStyles() {
  const index = path.join(cwd, 'src/styles/index.css');
  if (!existsSync(index)) return;
  const list = readFileSync(index, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const imports = [...list.matchAll(/@import\s+(['"])(\.\.?\/[^'"]+\.css)\1\s*;/g)];
  const rest = imports.reduce((text, [statement]) => text.replace(statement, ''), list);
  if (rest.trim() !== '')
    throw new Error(`${pkg.name} src/styles/index.css: only relative @imports, not ${rest.trim()}`);
  const files = imports.map(([, , file]) => path.resolve(path.dirname(index), file ?? ''));
  const missing = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css') && path.join(src, file) !== index)
    .filter((file) => !files.includes(path.join(src, file)));
  if (missing.length > 0)
    throw new Error(`${pkg.name} src/styles/index.css does not @import ${missing.join(', ')}`);
  const styles = files.map((file) => readFileSync(file, 'utf8').trimEnd() + '\n');
  writeFileSync(path.join(cwd, 'dist/styles.css'), styles.join('\n'));
}

// Core's declarations are built without the source condition (tsconfig's customConditions, for the
// tests and the type check): with it, a declaration may name a type through the package's own name,
// which resolves to its source, and rollup-plugin-dts cannot read that ("Error parsing").
const declarationOptions =
  pkg.name === '@gatehouse-auth/core' ? { compilerOptions: { customConditions: [] } } : {};

const shared = {
  outDir: 'dist',
  format: ['esm', 'cjs'],
  target: 'es2022',
  platform: 'neutral',
  external,
  tsconfig: fileURLToPath(new URL('tsconfig.base.json', import.meta.url)),
  // dist/ is emptied once, below: the builds run side by side.
  clean: false,
} satisfies Options;

rmSync(path.join(cwd, 'dist'), { recursive: true, force: true });

export default defineConfig([
  {
    ...shared,
    entry,
    esbuildPlugins: perModule ? [moduleBoundaries] : [],
    // Module-level directives ("use client") stay: Rollup's tree shaking pass would drop them.
    treeshake: false,
    sourcemap: true,
    dts: { entry: declarationEntries(false), ...declarationOptions },
    onSuccess: async () => {
      writeStyles();
      declaredLocalePacks();
    },
  },
  ...Object.entries(declarationEntries(true)).map(([name, source]): Options => ({
    ...shared,
    entry: { [name]: source },
    dts: { only: true, ...declarationOptions },
  })),
]);
