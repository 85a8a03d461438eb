// @gatehouse-auth/core's internal entry is the packages' contract with each other, not a public
// API: this check keeps it small and closed, from what the siblings actually import.
//
//   node scripts/check-internal-entry.mjs           check (scripts/lint-packages.sh runs it)
//   node scripts/check-internal-entry.mjs --write   rewrite core's exports map from the imports
//
// The siblings are every file outside packages/core: packages/react, packages/mock-api (sources
// and tests), examples/, e2e/, scripts/, compat/ and .storybook/. It fails when
//   - a sibling imports `@gatehouse-auth/core/internal/<dir>/<module>` that core's exports map
//     does not list, or the map lists such a path that no sibling imports (no wildcard: every
//     deep path is one module a host's bundler can keep on its own);
//   - `@gatehouse-auth/core/internal` exports a name that no sibling imports, or a sibling
//     imports a name it does not export. A deep path's types are the internal entry's
//     declarations (dist/internal/index.d.ts), so the names imported through deep paths are
//     exported there too; a namespace import (`import * as z`) of a deep path is not a name.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { exportedNames } from './exportedNames.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const core = path.join(repo, 'packages/core');
const manifestFile = path.join(core, 'package.json');
const entryFile = path.join(core, 'src/internal/index.ts');
const internal = '@gatehouse-auth/core/internal';
const siblingRoots = [
  'packages/react',
  'packages/mock-api',
  'examples',
  'e2e',
  'scripts',
  'compat',
  '.storybook',
];
const skipped = new Set(['node_modules', 'dist', 'storybook-static', '.next', 'test-results']);

function files(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (skipped.has(name)) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(?:[cm]?[jt]s|tsx|jsx)$/.test(name) ? [full] : [];
  });
}

/**
 * What the siblings import from core's internal entry and its deep paths: specifier → the names
 * imported (`*` for a namespace or a whole-module import) → the files importing them.
 */
export function siblingImports() {
  /** @type {Map<string, Map<string, Set<string>>>} */
  const imports = new Map();
  const add = (specifier, name, file) => {
    if (specifier !== internal && !specifier.startsWith(`${internal}/`)) return;
    const names = imports.get(specifier) ?? new Map();
    imports.set(specifier, names);
    const from = names.get(name) ?? new Set();
    names.set(name, from);
    from.add(path.relative(repo, file));
  };
  for (const file of siblingRoots.flatMap((root) => files(path.join(repo, root)))) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes(internal)) continue;
    const kind = /x$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const visit = (node) => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        const specifier = node.moduleSpecifier.text;
        const bindings = ts.isImportDeclaration(node)
          ? node.importClause?.namedBindings
          : node.exportClause;
        if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings)))
          for (const element of bindings.elements)
            add(specifier, (element.propertyName ?? element.name).text, file);
        else add(specifier, '*', file);
      } else if (
        ts.isCallExpression(node) &&
        (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
          (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        // `const { a, b } = await import('…')` imports its names; any other use, the module.
        const awaited = ts.isAwaitExpression(node.parent) ? node.parent.parent : undefined;
        const pattern =
          awaited && ts.isVariableDeclaration(awaited) && ts.isObjectBindingPattern(awaited.name)
            ? awaited.name
            : undefined;
        if (pattern)
          for (const element of pattern.elements)
            add(node.arguments[0].text, (element.propertyName ?? element.name).getText(), file);
        else add(node.arguments[0].text, '*', file);
      } else if (
        ts.isImportTypeNode(node) &&
        ts.isLiteralTypeNode(node.argument) &&
        ts.isStringLiteral(node.argument.literal)
      ) {
        add(node.argument.literal.text, node.qualifier?.getText() ?? '*', file);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return imports;
}

/** The names core's internal entry exports, read from its source. */
export function entryExports() {
  return exportedNames(entryFile);
}

/** One exports-map entry for a deep path: its source, and the internal entry's types. */
function deepTarget(subpath) {
  const module = subpath.slice('./internal/'.length);
  return {
    'gatehouse-source': `./src/${module}.ts`,
    import: { types: './dist/internal/index.d.ts', default: `./dist/${module}.js` },
    require: { types: './dist/internal/index.d.cts', default: `./dist/${module}.cjs` },
  };
}

/** The manifest with its deep internal paths (exports and typesVersions) set to `subpaths`. */
function withDeepPaths(manifest, subpaths) {
  const exports = {};
  for (const [key, value] of Object.entries(manifest.exports)) {
    if (key.startsWith('./internal/')) continue;
    if (key === './package.json')
      for (const subpath of subpaths) exports[subpath] = deepTarget(subpath);
    exports[key] = value;
  }
  const typesVersions = {};
  for (const [key, value] of Object.entries(manifest.typesVersions['*'])) {
    if (key.startsWith('internal/')) continue;
    typesVersions[key] = value;
    if (key === 'internal') for (const subpath of subpaths) typesVersions[subpath.slice(2)] = value;
  }
  return { ...manifest, exports, typesVersions: { '*': typesVersions } };
}

function main() {
  const write = process.argv.includes('--write');
  const imports = siblingImports();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const problems = [];

  const imported = [...imports.keys()]
    .filter((specifier) => specifier !== internal)
    .map((specifier) => `./${specifier.slice('@gatehouse-auth/core/'.length)}`)
    .sort();
  for (const subpath of imported)
    if (!existsSync(path.join(core, deepTarget(subpath)['gatehouse-source'])))
      problems.push(`${subpath}: no ${deepTarget(subpath)['gatehouse-source']} in core`);

  const expected = withDeepPaths(manifest, imported);
  if (write) {
    writeFileSync(manifestFile, `${JSON.stringify(expected, null, 2)}\n`);
    console.log(
      `wrote ${path.relative(repo, manifestFile)}: ${imported.length} deep internal paths`,
    );
  } else {
    const listed = Object.keys(manifest.exports).filter((key) => key.startsWith('./internal/'));
    for (const subpath of imported)
      if (!listed.includes(subpath))
        problems.push(`${subpath}: imported by a sibling, not in core's exports`);
    for (const subpath of listed)
      if (!imported.includes(subpath))
        problems.push(`${subpath}: in core's exports, imported by no sibling`);
    if (JSON.stringify(expected) !== JSON.stringify(manifest))
      problems.push(
        'packages/core/package.json: the deep internal paths differ from what --write makes',
      );
  }

  const wanted = new Set();
  for (const names of imports.values())
    for (const name of names.keys()) if (name !== '*') wanted.add(name);
  const exported = entryExports();
  for (const name of exported)
    if (!wanted.has(name)) problems.push(`${internal} exports ${name}, which no sibling imports`);
  for (const name of wanted)
    if (!exported.has(name)) {
      const where = [...imports].find(([, names]) => names.has(name));
      problems.push(
        `${where[0]}: ${name} (imported by ${[...where[1].get(name)][0]}) is not exported by ${internal}`,
      );
    }

  if (problems.length > 0) {
    for (const problem of problems) console.error(`!! ${problem}`);
    console.error(
      'Deep paths: `node scripts/check-internal-entry.mjs --write`; names: edit packages/core/src/internal/index.ts.',
    );
    process.exit(1);
  }
  console.log(
    `-- ${internal}: ${exported.size} names and ${imported.length} deep paths, each imported by a sibling`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
