// How @gatehouse-auth/react's published ESM imports what it needs, so that a host's bundler with
// code splitting fetches as little as possible, in as few files as possible, before a widget
// is usable. Two rewrites of the source, in the build only (the source keeps its readable
// imports, and the CJS build, which has no chunks, keeps them as written):
//
// 1. Core module by module. Each named import of a @gatehouse-auth/core entry becomes an import of
//    the module that defines it (`@gatehouse-auth/core/internal/api/client`). esbuild assigns a
//    file to every chunk that reaches a barrel it goes through (evanw/esbuild#2227): a lazily
//    loaded challenge importing `@gatehouse-auth/core` would drag everything any chunk uses from
//    core onto the login page.
//
// 2. First-paint layers. esbuild puts a module into one chunk per distinct set of entry points
//    that reach it, and every `import()` is an entry point. The login page's first paint shares
//    small modules (Screen, Button, the texts, GatehouseError, …) with a dozen lazily loaded
//    parts (the controller, ChallengeFlow, each challenge, the captcha), each reaching a
//    different subset of them: one chunk per subset, 19 requests of ours before the form was
//    usable. So the modules of a logged-out widget's first paint (what `@gatehouse-auth/react/login`
//    or `/signup` reaches statically) are re-exported by one more module per widget,
//    `gatehouse-layer-<widget>.js`, and every module outside that first paint imports them
//    through it; a module that react loads with import() and reaches them otherwise (through
//    core's own imports) re-exports one binding of the layer (an anchor). esbuild follows a
//    barrel's re-exports when it decides who reaches a file, so every lazily loaded part of the
//    page reaches the whole layer, and the layer's modules the page uses share one chunk. The
//    page gets no byte more (its lazily loaded parts need those modules anyway; a module a page
//    never uses is still dropped), and Rollup (Vite) resolves the re-exports to their modules.
//
// 3. After-layers. A part loaded with import() only from inside another lazily loaded part (each
//    rare challenge's screen, from ChallengeFlow's registry) always finds that part on the page,
//    but esbuild does not know it: each subset of the earlier part's modules that the later parts
//    share (the flow store, useController, the Modal, lifetime, the login calls, …) became a chunk
//    of a few hundred bytes, and what the later parts shared with the part alone was a chunk apart
//    from the part's own, though the two always load together. So every module the part reaches,
//    its own included, is re-exported by `gatehouse-layer-after-<part>.js`, and each later part
//    re-exports one binding of it (an anchor): the part's modules share one chunk, compressed as
//    one file (1.2 KiB gzip less than the part's chunk and the shared one apart, on the login
//    page), or one with each set of other parts that reaches them too (the controller). No page
//    loads a byte more (the later parts load after the part, which needs all of it), the first
//    paints' layers stay out, and a layer is made only where it leaves fewer distinct sets of
//    parts reaching those modules (else its anchors are bytes for nothing). Rollup knows a part
//    loaded from another finds that one's chunks loaded, and resolves the anchors to their modules.
//
// Rewrite 1 also writes a core import of types only as `import type`: with verbatimModuleSyntax
// esbuild keeps `import { type T } from '@gatehouse-auth/core/internal'` as a bare import of the
// barrel, which put a lazily loaded module (the captcha widgets) in every core module's chunk set.
//
// The bench (scripts/bench) measures the result in both bundlers.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';

const LAYER = 'gatehouse-layer';
/**
 * The widgets whose first paint gets a layer: the logged-out pages a visitor waits for. A module
 * in both first paints belongs to the login's.
 */
const LAYERED = ['login', 'signup'];
/**
 * A first paint whose modules import everything directly, so that its page reaches no layer: the
 * step-up wrapper must stay a few KiB, and through a layer its page would fetch on its first
 * paint what only the approval modal uses.
 */
const DIRECT = ['step-up'];
/**
 * The export each lazily loaded module gets, one per layer it reaches. Short: bundlers keep an
 * entry's export names, so it stands in every chunk that a later part of the page loads.
 */
const ANCHOR = '$gh_';
const CORE_INTERNAL = '@gatehouse-auth/core/internal/';

type ExportValue = string | { [condition: string]: ExportValue };

const posix = (file: string) => file.split(path.sep).join('/');
const withoutExtension = (file: string) => file.replace(/\.tsx?$/, '');
const sourceFile = (target: string) =>
  ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => target + ext)
    .find((file) => existsSync(file));

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
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    exports?: Record<string, ExportValue>;
  };
  return Object.values(manifest.exports ?? {})
    .map((target) => (typeof target === 'object' ? target['gatehouse-source'] : undefined))
    .filter((source): source is string => typeof source === 'string' && /\.tsx?$/.test(source))
    .map((source) => withoutExtension(source.replace(/^\.\/src\//, '')));
}

/**
 * Where each value export of @gatehouse-auth/core's entries is defined: name → `module` (its path
 * under core's src/, no extension) and the name it has there.
 */
function coreExports(coreDir: string): Map<string, { module: string; name: string }> {
  const entries = entrySources(coreDir);
  const exports = new Map<string, { module: string; name: string }>();
  for (const entry of entries) {
    const text = readFileSync(sourceFile(path.join(coreDir, 'src', entry)) ?? '', 'utf8');
    for (const [, clause = '', from = ''] of text.matchAll(
      /^export\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/gm,
    )) {
      const module = path.posix.join(path.posix.dirname(entry), from);
      // An entry re-exporting another entry: that entry's own lines name the defining modules.
      if (entries.includes(module)) continue;
      for (const { imported, local } of valueBindings(clause))
        exports.set(local, { module, name: imported });
    }
  }
  return exports;
}

/** Rewrite 1: `import { a, b } from '@gatehouse-auth/core'` → one deep import per name. */
function coreModuleByModule(
  file: string,
  text: string,
  exports: ReturnType<typeof coreExports>,
): string {
  return text.replace(
    /^(import|export)\s*\{([^}]*)\}\s*from\s*'(@gatehouse-auth\/core(?:\/[\w-]+)?)';?$/gm,
    (statement, keyword: string, clause: string, specifier: string) => {
      const bindings = valueBindings(clause);
      // Types only: with verbatimModuleSyntax esbuild keeps `import { type T } from 'x'` as a bare
      // `import 'x'` of the barrel, which drags all of core into the module's chunk set; written
      // `import type` it is erased.
      if (bindings.length === 0)
        return `${keyword} type {${clause.replace(/\btype\s+/g, '')}} from '${specifier}';`;
      return bindings
        .map(({ imported, local }) => {
          const source = exports.get(imported);
          if (!source)
            throw new Error(`${file}: @gatehouse-auth/core exports no value named ${imported}`);
          const binding = source.name === local ? local : `${source.name} as ${local}`;
          return `${keyword} { ${binding} } from '${CORE_INTERNAL}${source.module}';`;
        })
        .join('\n');
    },
  );
}

/** The source files a module imports statically for values: relative ones and core deep ones. */
function staticValueImports(file: string, text: string, coreSrc: string): string[] {
  const targets: string[] = [];
  for (const [, typeOnly, clause = '', specifier = ''] of text.matchAll(
    /^\s*(?:import|export)\s+(type\s+)?([^'";]*?)\s+from\s+'([^']+)'/gm,
  )) {
    if (typeOnly) continue;
    const braces = /\{([^}]*)\}/.exec(clause);
    const others = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, '')
      .trim();
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
  for (const [, name = ''] of text.matchAll(
    /^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|enum)\s+([\w$]+)/gm,
  ))
    names.add(name);
  for (const [, clause = '', from] of text.matchAll(
    /^export\s*\{([^}]*)\}(\s*from\s*'[^']+')?/gm,
  )) {
    for (const { local } of valueBindings(clause)) names.add(from ? local : local);
  }
  return [...names];
}

/** The named value imports of a module, by the source file they come from (relative and core deep ones). */
function namedImports(
  file: string,
  text: string,
  coreSrc: string,
): { target: string; names: string[] }[] {
  const imports: { target: string; names: string[] }[] = [];
  for (const [, typeOnly, clause = '', specifier = ''] of text.matchAll(
    /^\s*import\s+(type\s+)?\{([^}]*)\}\s*from\s+'([^']+)'/gm,
  )) {
    if (typeOnly) continue;
    const target = specifier.startsWith('.')
      ? sourceFile(path.resolve(path.dirname(file), specifier))
      : specifier.startsWith(CORE_INTERNAL)
        ? sourceFile(path.join(coreSrc, specifier.slice(CORE_INTERNAL.length)))
        : undefined;
    const names = valueBindings(clause).map(({ imported }) => imported);
    if (target && names.length > 0) imports.push({ target, names });
  }
  return imports;
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

      /** The modules that `files` reach statically, themselves included, across react and core. */
      const closure = (files: string[]) => {
        const seen = new Set<string>();
        const pending = [...files];
        while (pending.length > 0) {
          const file = pending.pop();
          if (file === undefined || file === '' || seen.has(file)) continue;
          seen.add(file);
          pending.push(...staticValueImports(file, textOf(file), coreSrc));
        }
        return seen;
      };
      // Each layered widget's first paint; a module in several belongs to the first one's layer.
      // Left out: the package's entry points (they re-export the widgets' roots), and modules that
      // load more on demand (a widget's root, say): esbuild makes every `import()` in a module it
      // reaches an entry point, even where the code around it is never used, so through a layer
      // they would emit chunks no page loads.
      const entryFiles = new Set(
        entrySources(reactDir).map((entry) => sourceFile(path.join(reactSrc, entry))),
      );
      const loadsMore = (file: string) =>
        /\bimport\(/.test(textOf(file).replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, ''));
      const layerOf = new Map<string, string>();
      for (const widget of LAYERED) {
        for (const file of closure([sourceFile(path.join(reactSrc, widget)) ?? ''])) {
          if (!layerOf.has(file) && !entryFiles.has(file) && !loadsMore(file))
            layerOf.set(file, widget);
        }
      }

      /** Each layer's re-exports, by alias: every value its modules export, and what they import from other packages but React. */
      const layers = new Map<string, Map<string, string>>(
        LAYERED.map((widget) => [widget, new Map()]),
      );
      const moduleId = (file: string) =>
        posix(withoutExtension(path.relative(path.dirname(reactSrc), file))).replace(/\W/g, '_');
      const addToLayer = (layer: Map<string, string>, file: string) => {
        const text = textOf(file);
        const id = moduleId(file);
        const from = file.startsWith(coreSrc)
          ? `${CORE_INTERNAL}${posix(withoutExtension(path.relative(coreSrc, file)))}`
          : `./${posix(withoutExtension(path.relative(reactSrc, file)))}`;
        for (const name of valueExportsOf(text))
          layer.set(`${name}$${id}`, `export { ${name} as ${name}$${id} } from '${from}';`);
        for (const [, clause = '', specifier = ''] of text.matchAll(
          /^import\s*\{([^}]*)\}\s*from\s*'([^'.][^']*)';?$/gm,
        )) {
          if (
            /^(react|react-dom)(\/|$)/.test(specifier) ||
            specifier.startsWith('@gatehouse-auth/')
          )
            continue;
          const external = specifier.replace(/\W/g, '_');
          for (const { imported } of valueBindings(clause))
            layer.set(
              `${imported}$${external}`,
              `export { ${imported} as ${imported}$${external} } from '${specifier}';`,
            );
        }
      };
      for (const [file, widget] of layerOf) {
        const layer = layers.get(widget) ?? new Map<string, string>();
        addToLayer(layer, file);
      }

      const lazyImports = (file: string) =>
        [...textOf(file).matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g)]
          .map(([, specifier = '']) => sourceFile(path.resolve(path.dirname(file), specifier)))
          .filter((target): target is string => target !== undefined);

      // The after-layers (3. in the header), planned on the texts before rewrite 2, whose layer
      // imports hide what a module reaches.
      const lazyRoots = new Set(modulesOf(reactSrc).flatMap(lazyImports));
      const closureOf = new Map([...lazyRoots].map((root) => [root, closure([root])]));
      // Who may run a module: the lazily loaded parts and the widgets' entries that reach it (the
      // package's root entry re-exports nearly everything, so it names no order of loading).
      const widgetClosures = [...entryFiles]
        .filter(
          (file): file is string => file !== undefined && !/[\\/](index|testing)\.tsx?$/.test(file),
        )
        .map((file) => closure([file]));
      const importers = new Map<string, string[]>();
      for (const file of modulesOf(reactSrc))
        for (const target of lazyImports(file))
          importers.set(target, [...(importers.get(target) ?? []), file]);
      const afterLayers: {
        name: string;
        root: string;
        modules: Set<string>;
        loadedAfter: Set<string>;
      }[] = [];
      for (const root of lazyRoots) {
        const reached = closureOf.get(root) ?? new Set<string>();
        // A part loads only after `root` when each module that imports it runs only with `root`
        // loaded: whatever reaches that module reaches `root` too, or loads only after it.
        const loadedAfter = new Set<string>();
        const runsAfterRoot = (file: string) =>
          widgetClosures.every((files) => !files.has(file) || files.has(root)) &&
          [...closureOf].every(
            ([other, files]) => !files.has(file) || files.has(root) || loadedAfter.has(other),
          );
        for (let grew = true; grew;) {
          grew = false;
          for (const later of lazyRoots) {
            if (later === root || loadedAfter.has(later)) continue;
            const from = importers.get(later) ?? [];
            if (from.length > 0 && from.every(runsAfterRoot)) {
              loadedAfter.add(later);
              grew = true;
            }
          }
        }
        if (loadedAfter.size === 0) continue;
        // All of `root`'s modules, itself included: the later parts reaching them too puts those
        // only `root` reached in one chunk with those it shared with the later parts alone.
        const modules = new Set(
          [...reached].filter((file) => !layerOf.has(file) && !entryFiles.has(file)),
        );
        // Worth a layer only where it leaves fewer distinct sets of parts reaching those modules
        // (fewer chunks); otherwise the anchors would be bytes for nothing.
        const setsOf = (withLayer: boolean) =>
          new Set(
            [...modules].map((file) =>
              [...closureOf]
                .filter(([part, files]) => files.has(file) || (withLayer && loadedAfter.has(part)))
                .map(([part]) => part)
                .join(),
            ),
          ).size;
        if (modules.size === 0 || setsOf(true) >= setsOf(false)) continue;
        afterLayers.push({
          name: `after-${path.basename(withoutExtension(root))}`,
          root,
          modules,
          loadedAfter,
        });
      }
      // A part that another part holds, with no later part of its own: that part's layer covers it.
      for (const { name, root, modules, loadedAfter } of [...afterLayers]) {
        const covered = afterLayers.some(
          (other) =>
            other.root !== root &&
            (closureOf.get(other.root)?.has(root) ?? false) &&
            [...loadedAfter].every((later) => other.loadedAfter.has(later)),
        );
        if (covered) {
          afterLayers.splice(
            afterLayers.findIndex((layer) => layer.root === root),
            1,
          );
          continue;
        }
        const layer = new Map<string, string>();
        for (const file of modules) addToLayer(layer, file);
        layers.set(name, layer);
      }

      // Rewrite 2: a react module outside a layered first paint imports (or re-exports) that first
      // paint's modules through its layer, which makes every lazily loaded part that uses one of
      // them reach the whole layer. Planned up front, so that the layers are complete before any
      // module is loaded.
      const paintOf = new Map(
        LAYERED.map((widget) => [widget, closure([sourceFile(path.join(reactSrc, widget)) ?? ''])]),
      );
      const direct = closure(DIRECT.map((widget) => sourceFile(path.join(reactSrc, widget)) ?? ''));
      for (const file of modulesOf(reactSrc)) {
        if (entryFiles.has(file) || direct.has(file)) continue;
        const text = textOf(file).replace(
          /^(import|export)\s*\{([^}]*)\}\s*from\s*'([^']+)';?$/gm,
          (statement, keyword: string, clause: string, specifier: string) => {
            const target = specifier.startsWith('.')
              ? sourceFile(path.resolve(path.dirname(file), specifier))
              : specifier.startsWith(CORE_INTERNAL)
                ? sourceFile(path.join(coreSrc, specifier.slice(CORE_INTERNAL.length)))
                : undefined;
            const widget = target && layerOf.get(target);
            const bindings = valueBindings(clause);
            if (!target || !widget || paintOf.get(widget)?.has(file) || bindings.length === 0)
              return statement;
            const id = moduleId(target);
            const names = bindings.map(({ imported, local }) => {
              if (!layers.get(widget)?.has(`${imported}$${id}`))
                throw new Error(`${file}: ${imported} is not a value export of ${target}`);
              return `${imported}$${id} as ${local}`;
            });
            const relative = posix(
              path.relative(path.dirname(file), path.join(reactSrc, `${LAYER}-${widget}.js`)),
            );
            return `${keyword} { ${names.join(', ')} } from '${relative.startsWith('.') ? relative : `./${relative}`}';`;
          },
        );
        texts.set(file, text);
      }

      // The anchors: each module that react loads with import() re-exports one binding of every
      // layer whose modules it reaches. A module loaded with import() is an entry point whose
      // exports all stay live, so the anchor makes it reach the whole layer.
      /** The modules a widget loads with import(), directly or from what those load. */
      const lazyRootsOf = (widget: string) => {
        const roots = new Set<string>();
        const pending = [sourceFile(path.join(reactSrc, widget)) ?? ''];
        while (pending.length > 0) {
          const from = pending.pop() ?? '';
          for (const file of closure([from])) {
            for (const root of lazyImports(file)) {
              if (!roots.has(root)) {
                roots.add(root);
                pending.push(root);
              }
            }
          }
        }
        return roots;
      };
      // A root anchors only the layers of the widgets that load it: on the login page, the
      // sign-up layer's modules that a challenge uses load with that challenge, not as a whole.
      const widgetsLoading = new Map<string, Set<string>>();
      for (const widget of LAYERED) {
        for (const root of lazyRootsOf(widget))
          widgetsLoading.set(root, (widgetsLoading.get(root) ?? new Set()).add(widget));
      }
      for (const [root, loadedBy] of widgetsLoading) {
        // The anchor re-exports a binding the root's modules import anyway, so it keeps nothing
        // alive that the root would not load.
        const anchorOf = new Map<string, string>();
        const reached = closure([root]);
        const throughLayer = new Set(
          LAYERED.filter((widget) =>
            [...reached].some((file) => textOf(file).includes(`/${LAYER}-${widget}.js'`)),
          ),
        );
        for (const file of reached) {
          for (const { target, names } of namedImports(file, textOf(file), coreSrc)) {
            const widget = layerOf.get(target);
            const [name] = names;
            if (
              widget === undefined ||
              name === undefined ||
              anchorOf.has(widget) ||
              !loadedBy.has(widget) ||
              throughLayer.has(widget)
            )
              continue;
            if (layers.get(widget)?.has(`${name}$${moduleId(target)}`))
              anchorOf.set(widget, `${name}$${moduleId(target)}`);
          }
        }
        const anchors = [...anchorOf].map(([widget, alias]) => {
          const relative = posix(
            path.relative(path.dirname(root), path.join(reactSrc, `${LAYER}-${widget}.js`)),
          );
          return `export { ${alias} as ${ANCHOR}${widget.replace(/\W/g, '_')} } from '${relative.startsWith('.') ? relative : `./${relative}`}';`;
        });
        if (anchors.length > 0) texts.set(root, `${textOf(root)}\n${anchors.join('\n')}\n`);
      }

      // The after-layers' anchors: each part loaded after another reaches the whole of that
      // one's after-layer, through a binding it imports itself where it has one (else one the
      // earlier part's modules import, which that part keeps alive anyway).
      for (const { name, root, modules, loadedAfter } of afterLayers) {
        const layer = layers.get(name) ?? new Map<string, string>();
        const importedBy = (files: Iterable<string>) => {
          for (const file of files) {
            for (const { target, names } of namedImports(file, textOf(file), coreSrc)) {
              const alias =
                modules.has(target) &&
                names
                  .map((imported) => `${imported}$${moduleId(target)}`)
                  .find((candidate) => layer.has(candidate));
              if (alias) return alias;
            }
          }
          return undefined;
        };
        const fallback = importedBy(closureOf.get(root) ?? []);
        for (const later of loadedAfter) {
          const alias = importedBy(closureOf.get(later) ?? []) ?? fallback;
          if (alias === undefined)
            throw new Error(`${root}: no binding of its after-layer is imported`);
          const relative = posix(
            path.relative(path.dirname(later), path.join(reactSrc, `${LAYER}-${name}.js`)),
          );
          texts.set(
            later,
            `${textOf(later)}\nexport { ${alias} as ${ANCHOR}${name.replace(/\W/g, '_')} } from '${relative.startsWith('.') ? relative : `./${relative}`}';\n`,
          );
        }
      }

      const entryPoints = build.initialOptions.entryPoints as Record<string, string>;
      for (const [widget, layer] of layers)
        if (layer.size > 0) entryPoints[`${LAYER}-${widget}`] = `${LAYER}:${widget}`;
      build.onResolve({ filter: new RegExp(`^${LAYER}:`) }, (args) => ({
        path: args.path.slice(LAYER.length + 1),
        namespace: LAYER,
      }));
      build.onResolve({ filter: new RegExp(`/${LAYER}-[\\w-]+\\.js$`) }, (args) => ({
        path: args.path,
        external: true,
      }));
      build.onLoad({ filter: /.*/, namespace: LAYER }, (args) => ({
        contents: [...(layers.get(args.path)?.values() ?? [])].sort().join('\n'),
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
