// One build config for every package: each package's `build` script runs
// `tsup --config ../../tsup.config.ts` with the package directory as cwd.
import {
  copyFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';
import { reactEsmLayout } from './scripts/build/reactEsmLayout';

type TsupPlugin = NonNullable<Options['plugins']>[number];

const root = path.dirname(fileURLToPath(import.meta.url));
const cwd = process.cwd();

type ExportValue = string | { [condition: string]: ExportValue };
type PackageJson = {
  name: string;
  exports?: Record<string, ExportValue>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

const pkg = JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8')) as PackageJson;

// The exports map is the single list of entries: every subpath's `gatehouse-source`
// target (./src/x.ts) is built to dist/x.{js,cjs,d.ts,d.cts}.
const entry: Record<string, string> = {};
for (const target of Object.values(pkg.exports ?? {})) {
  const source = typeof target === 'object' ? target['gatehouse-source'] : undefined;
  // Only script entries: a stylesheet export (./styles.css) is copied, not bundled.
  if (typeof source !== 'string' || !/\.tsx?$/.test(source)) continue;
  if (!existsSync(path.join(cwd, source))) {
    throw new Error(`${pkg.name}: exports name ${source} as an entry, but it does not exist yet`);
  }
  entry[source.replace(/^\.\/src\//, '').replace(/\.tsx?$/, '')] = source;
}
if (Object.keys(entry).length === 0)
  throw new Error(`${pkg.name}: no gatehouse-source entries in exports`);

// Everything the package depends on stays an import (subpaths too: react/jsx-runtime, zod/mini,
// msw/node). The named ones are listed too, so the challenge SDKs stay external from the day
// they are first imported.
const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const external = [
  ...Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies }),
  'react',
  'react-dom',
  'zod',
  'zustand',
  'msw',
  '@simplewebauthn/browser',
].map((name) => new RegExp(`^${escape(name)}(?:/.*)?$`));
external.push(/^@gatehouse-auth\//, /^node:/);

const isReact = pkg.name === '@gatehouse-auth/react';

// Core's internal and headless entries re-export from the same modules as its other entries. In
// one declaration build with them, tsup's rollup-plugin-dts gets no declaration for whichever
// entry it meets second and fails with "Error parsing"; built on its own each is fine (its
// declarations are structural copies: core's error classes have no private members).
const ownDeclarationBuild = Object.keys(entry).filter(
  (name) => name.startsWith('internal') || name === 'headless',
);
// The locale packs' declarations meet the same failure beside the other entries and beside each
// other. A pack's public type is one line (`locale: LocalePack`, also its default), so rather than
// a declaration build of its own for each (16 builds: most of the packages' build time), they
// are written out by `writePackDeclarations` below; `loadLocale`'s module keeps its build.
const localeEntries = Object.keys(entry).filter((name) => name.startsWith('locales/'));
const packEntries = localeEntries.filter((name) => name !== 'locales/index');

/**
 * Each pack's .d.ts and .d.cts. Core's packs are `export const locale: LocalePack` and its
 * default; React's re-export core's. Anything else in a pack's source fails the build, so the
 * written types cannot drift from the code.
 */
function writePackDeclarations() {
  for (const name of packEntries) {
    const source = readFileSync(path.join(cwd, entry[name] as string), 'utf8');
    const tag = name.slice('locales/'.length);
    const reexport = `export { default, locale } from '@gatehouse-auth/core/locales/${tag}';`;
    const exports = source.match(/^export .*$/gm) ?? [];
    const declarations = isReact
      ? exports.length === 1 && exports[0] === reexport
        ? () => `${reexport}\n`
        : undefined
      : exports.length === 2 &&
          exports[0]!.startsWith('export const locale: LocalePack = {') &&
          exports[1] === 'export default locale;'
        ? (index: string) =>
            `import type { LocalePack } from '../${index}';\n\ndeclare const locale: LocalePack;\n\nexport { locale as default, locale };\n`
        : undefined;
    if (!declarations)
      throw new Error(
        `${pkg.name}: ${entry[name]} must export ${isReact ? reexport : "'locale: LocalePack' and its default"} and nothing else`,
      );
    writeFileSync(path.join(cwd, `dist/${name}.d.ts`), declarations('index.js'));
    writeFileSync(path.join(cwd, `dist/${name}.d.cts`), declarations('index.cjs'));
  }
}

// The packages a host's page loads publish ESM with one dist module per source module, so a
// bundler keeps only the modules a page reaches (mock-api runs in tests and demos only).
const keepsModules = pkg.name === '@gatehouse-auth/core' || isReact;

/**
 * ESM only: every source module with code is an entry, and each relative import stays an import
 * of the sibling module's output (./x → ./x.js), so no module is bundled into another. The
 * public entries keep their names (index.js, forms.js, …) because they mirror their src/ paths.
 */
const moduleBoundaries: Plugin = {
  name: 'module-boundaries',
  async setup(build) {
    if (build.initialOptions.format !== 'esm') return;
    // Nothing is shared between outputs, so no chunks: with splitting on, esbuild would put its
    // class-field helpers in a chunk that every module imports bare.
    build.initialOptions.splitting = false;
    const src = path.join(cwd, 'src');
    const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories|d)\.tsx?$/.test(file))
      .map((file) => path.join(src, file));
    // A module of types only compiles to nothing: it gets no dist file (an import of it, if any, stays empty).
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
      const output = path.relative(args.resolveDir, file).replace(/\.tsx?$/, '.js');
      return { path: output.startsWith('.') ? output : `./${output}`, external: true };
    });
    build.onLoad({ filter: /.*/, namespace: 'types-only' }, () => ({ contents: '', loader: 'js' }));
  },
};

/**
 * @gatehouse-auth/react's ESM imports React and its JSX runtime through one module of its own,
 * dist/reactBindings.js (why: see src/reactBindings.ts). Rewritten in the output, because tsup
 * settles externals before esbuild plugins see them. Names the module does not bind stay imports
 * of React.
 */
const sharedReactBindings: TsupPlugin = {
  name: 'shared-react-bindings',
  renderChunk(code, chunk) {
    if (this.format !== 'esm' || !chunk.path.endsWith('.js')) return undefined;
    const shim = path.join(cwd, 'dist/reactBindings.js');
    if (chunk.path === shim || lazyLeaves().has(chunk.path)) return undefined;
    const relative = path.relative(path.dirname(chunk.path), shim);
    const target = JSON.stringify(relative.startsWith('.') ? relative : `./${relative}`);
    const rewritten = code.replace(
      /\bimport\s*\{([^}]*)\}\s*from\s*"(react(?:\/jsx-runtime)?)"/g,
      (_, list: string, source: string) => {
        const names = list
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean);
        const bound = names.filter((name) => reactBindings().has(name.split(/\s+as\s+/)[0]!));
        const rest = names.filter((name) => !bound.includes(name));
        return [
          bound.length > 0 ? `import { ${bound.join(', ')} } from ${target}` : '',
          rest.length > 0 ? `import { ${rest.join(', ')} } from "${source}"` : '',
        ]
          .filter(Boolean)
          .join('; ');
      },
    );
    return { code: rewritten };
  },
};

let bindings: Set<string> | undefined;
function reactBindings(): Set<string> {
  bindings ??= new Set(
    [
      ...readFileSync(path.join(cwd, 'src/reactBindings.ts'), 'utf8').matchAll(
        /^export const ([\w$]+)/gm,
      ),
    ].map(([, name = '']) => name),
  );
  return bindings;
}

/**
 * The dist files of modules loaded with import() that import no other module of the package
 * (the social logos): they keep React's own imports. Through ours, esbuild would see them reach the
 * runtime module and nothing else of the page, and give that module a chunk, and a request, of
 * its own.
 */
let leaves: Set<string> | undefined;
function lazyLeaves(): Set<string> {
  if (leaves) return leaves;
  const src = path.join(cwd, 'src');
  const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories|d)\.tsx?$/.test(file))
    .map((file) => path.join(src, file));
  leaves = new Set();
  for (const file of sources) {
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(
      /\bimport\(\s*'(\.[^']+)'\s*\)/g,
    )) {
      const target = ['.ts', '.tsx']
        .map((ext) => path.resolve(path.dirname(file), specifier) + ext)
        .find((candidate) => existsSync(candidate));
      if (
        !target ||
        /^\s*(?:import|export)\s(?!type\s)[^;]*?from\s*'(?:\.|@gatehouse-auth\/)/m.test(
          readFileSync(target, 'utf8'),
        )
      )
        continue;
      leaves.add(path.join(cwd, 'dist', path.relative(src, target).replace(/\.tsx?$/, '.js')));
    }
  }
  return leaves;
}

const options = {
  entry,
  outDir: 'dist',
  format: ['esm', 'cjs'],
  target: 'es2020',
  // Browsers and Node alike: no Node shims, no browser-only assumptions.
  platform: 'neutral',
  esbuildOptions(options) {
    // Shared code goes under dist/chunks, apart from the entries (mock-api's ESM; there is none
    // where modules keep their boundaries).
    options.chunkNames = 'chunks/[name]-[hash]';
  },
  plugins: isReact ? [sharedReactBindings] : [],
  esbuildPlugins: isReact
    ? [moduleBoundaries, reactEsmLayout(root)]
    : keepsModules
      ? [moduleBoundaries]
      : [],
  // `splitting` left unset: tsup splits ESM only, so React.lazy(() => import('./challenges/x'))
  // stays a lazily loaded ESM module while the CJS build stays one file per entry. The .d.ts and
  // .d.cts files are built from `entry` alone: the public entries.

  // esbuild's own tree shaking (always on when bundling). tsup's `treeshake: true` would add a
  // Rollup pass per chunk, and Rollup drops module-level directives (MODULE_LEVEL_DIRECTIVE),
  // which would silently delete the "use client" banner below.
  treeshake: false,
  sourcemap: true,
  // dist/ is emptied once, before any build starts (below): the declaration-only builds run
  // beside this one, and a `clean` here would delete whatever they had already written.
  clean: false,
  external,
  tsconfig: path.join(root, 'tsconfig.base.json'),
  // @gatehouse-auth/* stay imports in the .d.ts too (they are in `external`): react's types
  // reference @gatehouse-auth/core rather than inlining core's source types.
  // The declarations of the internal entry are built apart (below).
  dts: {
    entry: Object.fromEntries(
      Object.entries(entry).filter(
        ([name]) => !ownDeclarationBuild.includes(name) && !localeEntries.includes(name),
      ),
    ),
  },
  // React Server Component hosts must treat every widget module as a client module: every ESM
  // module carries the directive, so a bundler that skips the index barrel (sideEffects: false,
  // optimizePackageImports) still lands on a client module.
  banner: isReact ? { js: '"use client";' } : undefined,
  onSuccess: async () => {
    try {
      writePackDeclarations();
    } catch (error) {
      // tsup reports nothing of an onSuccess that throws: fail the build here.
      console.error(error);
      process.exit(1);
    }
    if (isReact)
      copyFileSync(path.join(cwd, 'src/styles/styles.css'), path.join(cwd, 'dist/styles.css'));
  },
} satisfies Options;

rmSync(path.join(cwd, 'dist'), { recursive: true, force: true });

export default defineConfig([
  options,
  ...[...ownDeclarationBuild, ...localeEntries.filter((name) => !packEntries.includes(name))].map(
    (name): Options => ({
      entry: { [name]: entry[name] as string },
      outDir: 'dist',
      format: ['esm', 'cjs'],
      tsconfig: options.tsconfig,
      external,
      dts: { only: true },
      clean: false,
    }),
  ),
]);
