// How @gatehouse/react's published ESM imports what it needs, so that a host's bundler with
// code splitting fetches as little as possible, in as few files as possible, before a widget
// is usable. Two rewrites of the source, in the build only (the source keeps its readable
// imports, and the CJS build, which has no chunks, keeps them as written):
//
// 1. Core module by module. Each named import of a @gatehouse/core entry becomes an import of
//    the module that defines it (`@gatehouse/core/internal/api/client`). esbuild assigns a
//    file to every chunk that reaches a barrel it goes through (evanw/esbuild#2227): a lazily
//    loaded challenge importing `@gatehouse/core` would drag everything any chunk uses from
//    core onto the login page.
//
// 2. The first-paint layer. esbuild puts a module into one chunk per distinct set of entry
//    points that reach it, and every `import()` is an entry point. A login page's first paint
//    shares small modules (Screen, Button, the texts, GatehouseError, …) with a dozen lazily
//    loaded parts (the controller, ChallengeFlow, each challenge, the captcha), each reaching a
//    different subset of them: one chunk per subset, 19 requests of ours before the form was
//    usable. So every module that a widget entry point reaches statically (its first paint) is
//    re-exported by one more module, `gatehouse-layer.js`, and the lazily loaded modules import
//    the first-paint modules they use through it. Through the barrel, every lazily loaded part
//    reaches all of them, so the ones a page uses share one chunk. No page gets a byte more:
//    the lazily loaded parts need those modules anyway, and a module a page never uses is
//    still dropped. Rollup (Vite) resolves the re-exports to their modules as before.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';

const LAYER = 'gatehouse-layer';
const CORE_INTERNAL = '@gatehouse/core/internal/';

type ExportValue = string | { [condition: string]: ExportValue };

const posix = (file: string) => file.split(path.sep).join('/');
const withoutExtension = (file: string) => file.replace(/\.tsx?$/, '');
const sourceFile = (target: string) =>
  ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => target + ext).find((file) => existsSync(file));

/** The value bindings of an import clause `a, b as c, type T` (type-only ones are erased). */
function valueBindings(clause: string): { imported: string; local: string }[] {
  return clause
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => {
      const [imported = part, local = imported] = part.split(/\s+as\s+/);
      return { imported, local };
    });
}

/** A package's `gatehouse-source` entry files (./src/x.ts), relative to its src/, no extension. */
function entrySources(packageDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { exports?: Record<string, ExportValue> };
  return Object.values(manifest.exports ?? {})
    .map((target) => (typeof target === 'object' ? target['gatehouse-source'] : undefined))
    .filter((source): source is string => typeof source === 'string' && /\.tsx?$/.test(source))
    .map((source) => withoutExtension(source.replace(/^\.\/src\//, '')));
}

/**
 * Where each value export of @gatehouse/core's entries is defined: name → `module` (its path
 * under core's src/, no extension) and the name it has there.
 */
function coreExports(coreDir: string): Map<string, { module: string; name: string }> {
  const entries = entrySources(coreDir);
  const exports = new Map<string, { module: string; name: string }>();
  for (const entry of entries) {
    const text = readFileSync(sourceFile(path.join(coreDir, 'src', entry)) ?? '', 'utf8');
    for (const [, clause = '', from = ''] of text.matchAll(/^export\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/gm)) {
      const module = path.posix.join(path.posix.dirname(entry), from);
      // An entry re-exporting another entry: that entry's own lines name the defining modules.
      if (entries.includes(module)) continue;
      for (const { imported, local } of valueBindings(clause)) exports.set(local, { module, name: imported });
    }
  }
  return exports;
}

/** Rewrite 1: `import { a, b } from '@gatehouse/core'` → one deep import per name. */
function coreModuleByModule(file: string, text: string, exports: ReturnType<typeof coreExports>): string {
  return text.replace(/^(import|export)\s*\{([^}]*)\}\s*from\s*'@gatehouse\/core(?:\/[\w-]+)?';?$/gm, (statement, keyword: string, clause: string) => {
    const bindings = valueBindings(clause);
    if (bindings.length === 0) return statement;
    return bindings
      .map(({ imported, local }) => {
        const source = exports.get(imported);
        if (!source) throw new Error(`${file}: @gatehouse/core exports no value named ${imported}`);
        const binding = source.name === local ? local : `${source.name} as ${local}`;
        return `${keyword} { ${binding} } from '${CORE_INTERNAL}${source.module}';`;
      })
      .join('\n');
  });
}

/** The source files a module imports statically for values: relative ones and core deep ones. */
function staticValueImports(file: string, text: string, coreSrc: string): string[] {
  const targets: string[] = [];
  for (const [, typeOnly, clause = '', specifier = ''] of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?([^'";]*?)\s+from\s+'([^']+)'/gm)) {
    if (typeOnly) continue;
    const braces = /\{([^}]*)\}/.exec(clause);
    const others = clause.replace(/\{[^}]*\}/, '').replace(/,/g, '').trim();
    if (braces && valueBindings(braces[1] ?? '').length === 0 && others === '') continue;
    const target = specifier.startsWith('.')
      ? sourceFile(path.resolve(path.dirname(file), specifier))
      : specifier.startsWith(CORE_INTERNAL)
        ? sourceFile(path.join(coreSrc, specifier.slice(CORE_INTERNAL.length)))
        : undefined;
    if (target) targets.push(target);
  }
  return targets;
}

/** The names a module exports as values: declarations and local `export { … }` lists. */
function valueExportsOf(text: string): string[] {
  const names = new Set<string>();
  for (const [, name = ''] of text.matchAll(/^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|enum)\s+([\w$]+)/gm)) names.add(name);
  for (const [, clause = '', from] of text.matchAll(/^export\s*\{([^}]*)\}(\s*from\s*'[^']+')?/gm)) {
    for (const { local } of valueBindings(clause)) names.add(from ? local : local);
  }
  return [...names];
}

/** Every source module of a package's src/ (tests, stories and declarations left out). */
function modulesOf(src: string): string[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories|d)\.tsx?$/.test(file))
    .map((file) => path.join(src, file));
}

export function reactEsmLayout(repo: string): Plugin {
  const reactDir = path.join(repo, 'packages/react');
  const coreDir = path.join(repo, 'packages/core');
  const reactSrc = path.join(reactDir, 'src');
  const coreSrc = path.join(coreDir, 'src');

  return {
    name: 'react-esm-layout',
    setup(build) {
      if (build.initialOptions.format !== 'esm') return;
      const exports = coreExports(coreDir);

      // Every module's text after rewrite 1, read once.
      const texts = new Map<string, string>();
      const textOf = (file: string) => {
        let text = texts.get(file);
        if (text === undefined) {
          text = readFileSync(file, 'utf8');
          if (file.startsWith(reactSrc)) text = coreModuleByModule(file, text, exports);
          texts.set(file, text);
        }
        return text;
      };

      // The first paint: the static closure of the widget entry points (not the root barrel, which
      // re-exports lazily loaded parts too, and not the test doubles), across react and core.
      const widgetEntries = entrySources(reactDir)
        .filter((entry) => entry !== 'index' && entry !== 'testing')
        .map((entry) => sourceFile(path.join(reactSrc, entry)))
        .filter((file): file is string => file !== undefined);
      const firstPaint = new Set<string>();
      const pending = [...widgetEntries];
      while (pending.length > 0) {
        const file = pending.pop();
        if (file === undefined || firstPaint.has(file)) continue;
        firstPaint.add(file);
        pending.push(...staticValueImports(file, textOf(file), coreSrc));
      }

      // Rewrite 2 for every react module outside the first paint, planned up front so that the
      // layer's re-exports are known before any module is loaded.
      const layerExports = new Map<string, string>();
      const layerFile = path.join(reactSrc, `${LAYER}.js`);
      for (const file of modulesOf(reactSrc)) {
        if (firstPaint.has(file) || widgetEntries.includes(file)) continue;
        const text = textOf(file).replace(/^import\s*\{([^}]*)\}\s*from\s*'([^']+)';?$/gm, (statement, clause: string, specifier: string) => {
          const target = specifier.startsWith('.')
            ? sourceFile(path.resolve(path.dirname(file), specifier))
            : specifier.startsWith(CORE_INTERNAL)
              ? sourceFile(path.join(coreSrc, specifier.slice(CORE_INTERNAL.length)))
              : undefined;
          const bindings = valueBindings(clause);
          if (!target || !firstPaint.has(target) || bindings.length === 0) return statement;
          const from = target.startsWith(coreSrc)
            ? `${CORE_INTERNAL}${posix(withoutExtension(path.relative(coreSrc, target)))}`
            : `./${posix(withoutExtension(path.relative(reactSrc, target)))}`;
          const id = posix(withoutExtension(path.relative(path.dirname(reactSrc), target))).replace(/\W/g, '_');
          const names = bindings.map(({ imported, local }) => {
            const alias = `${imported}$${id}`;
            layerExports.set(alias, `export { ${imported} as ${alias} } from '${from}';`);
            return `${alias} as ${local}`;
          });
          const layer = posix(path.relative(path.dirname(file), layerFile));
          return `import { ${names.join(', ')} } from '${layer.startsWith('.') ? layer : `./${layer}`}';`;
        });
        texts.set(file, text);
      }

      // Every other first-paint module joins the layer too, whether or not react's lazily loaded
      // modules import it: core's own lazily loaded modules (a store, a challenge's calls) reach
      // some of them directly, and only the layer makes every lazily loaded part reach them all.
      // Third-party modules the first paint imports (zustand) likewise; React is the host's.
      const externals = new Map<string, Set<string>>();
      for (const file of firstPaint) {
        if (widgetEntries.includes(file)) continue;
        const text = textOf(file);
        // Not a module that loads more on demand (a widget's root, say): esbuild makes every
        // `import()` in a module it reaches an entry point, even where the code around it is
        // never used, so the layer would emit chunks no page loads.
        if (/\bimport\(/.test(text.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, ''))) continue;
        const id = posix(withoutExtension(path.relative(path.dirname(reactSrc), file))).replace(/\W/g, '_');
        const from = file.startsWith(coreSrc)
          ? `${CORE_INTERNAL}${posix(withoutExtension(path.relative(coreSrc, file)))}`
          : `./${posix(withoutExtension(path.relative(reactSrc, file)))}`;
        for (const name of valueExportsOf(text)) {
          layerExports.set(`${name}$${id}`, `export { ${name} as ${name}$${id} } from '${from}';`);
        }
        for (const [, clause = '', specifier = ''] of text.matchAll(/^import\s*\{([^}]*)\}\s*from\s*'([^'.][^']*)';?$/gm)) {
          if (/^(react|react-dom)(\/|$)/.test(specifier) || specifier.startsWith('@gatehouse/')) continue;
          const names = externals.get(specifier) ?? new Set<string>();
          for (const { imported } of valueBindings(clause)) names.add(imported);
          externals.set(specifier, names);
        }
      }
      for (const [specifier, names] of externals) {
        const id = specifier.replace(/\W/g, '_');
        for (const name of names) layerExports.set(`${name}$${id}`, `export { ${name} as ${name}$${id} } from '${specifier}';`);
      }

      if (layerExports.size > 0) {
        const entryPoints = build.initialOptions.entryPoints as Record<string, string>;
        entryPoints[LAYER] = `${LAYER}:`;
      }
      build.onResolve({ filter: new RegExp(`^${LAYER}:$`) }, () => ({ path: LAYER, namespace: LAYER }));
      build.onResolve({ filter: new RegExp(`/${LAYER}\\.js$`) }, (args) => ({ path: args.path, external: true }));
      build.onLoad({ filter: /.*/, namespace: LAYER }, () => ({
        contents: [...layerExports.values()].sort().join('\n'),
        loader: 'js',
        resolveDir: reactSrc,
      }));
      build.onLoad({ filter: /\/src\/.*\.tsx?$/ }, (args) => ({
        contents: textOf(args.path),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}
