// The import graph of a package's source, for the tests that keep its structure: no import
// cycle (packages/*/test/importCycles.test.ts). Reads files as text; relative imports only.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Every relative specifier of `import … from`, `export … from`, a bare `import '…'` and
// `import('…')`, type-only ones included: a cycle of types still couples the modules.
const specifier =
  /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"](\.[^'"]+)['"]|(?:^|[\s;])import\s*['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** Every .ts and .tsx file under `dir`, tests and stories left out. */
export function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The relative specifiers a module's text imports or re-exports from. */
export function relativeSpecifiers(text) {
  return [...text.matchAll(specifier)].map((match) => match[1] ?? match[2] ?? match[3]);
}

function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
}

/** Each file and the files it imports by a relative path. */
export function importGraph(files) {
  return new Map(
    files.map((file) => {
      const targets = relativeSpecifiers(readFileSync(file, 'utf8')).map((spec) =>
        resolve(file, spec),
      );
      return [file, [...new Set(targets.filter((target) => target !== undefined))]];
    }),
  );
}

/** Every import cycle of the graph, each as the path that closes it (a → b → a). */
export function findCycles(graph) {
  const cycles = [];
  const done = new Set();
  const stack = [];
  const onStack = new Set();
  const visit = (node) => {
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (onStack.has(next)) cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!done.has(next)) visit(next);
    }
    stack.pop();
    onStack.delete(node);
    done.add(node);
  };
  for (const node of graph.keys()) if (!done.has(node)) visit(node);
  return cycles;
}

/** The import cycles among the source files under `dir`, each written `a.ts → b.ts → a.ts`. */
export function importCycles(dir) {
  return findCycles(importGraph(sourceFiles(dir))).map((cycle) =>
    cycle.map((file) => path.relative(dir, file)).join(' → '),
  );
}

/**
 * The imports of the source under `dir` that go against its layers. `layers` lists the package's
 * folders from the bottom up, a layer being one folder or several side by side: a file imports
 * files of its own folder and of the layers below, never a layer above or a folder beside it. The
 * files at the top of `dir` (the package's entry points) sit above every layer. Each violation is
 * written `a/x.ts → b/y.ts`; a folder the table does not name is one too (`a/x.ts: folder a is in
 * no layer`).
 */
export function layerViolations(dir, layers) {
  const rank = new Map(
    layers.flatMap((layer, index) => [layer].flat().map((name) => [name, index])),
  );
  const folderOf = (file) => {
    const relative = path.relative(dir, file);
    return relative.includes(path.sep) ? relative.split(path.sep)[0] : undefined;
  };
  const violations = [];
  for (const [file, targets] of importGraph(sourceFiles(dir))) {
    const from = folderOf(file);
    if (from === undefined) continue;
    if (!rank.has(from)) {
      violations.push(`${path.relative(dir, file)}: folder ${from} is in no layer`);
      continue;
    }
    for (const target of targets) {
      const to = folderOf(target);
      if (to === from) continue;
      if (to === undefined || !rank.has(to) || rank.get(to) >= rank.get(from))
        violations.push(`${path.relative(dir, file)} → ${path.relative(dir, target)}`);
    }
  }
  return violations;
}

/**
 * A package's layers as ARCHITECTURE.md draws them: the first table after the heading that names
 * the package, one row a layer from the bottom up, the folders of a layer in its second column
 * (`` `login`, `signup` ``).
 */
export function layersOf(markdown, packageName) {
  const start = markdown.indexOf(`### \`${packageName}\``);
  if (start < 0) throw new Error(`ARCHITECTURE.md has no section for ${packageName}`);
  const lines = markdown.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, index) => index > first && !line.startsWith('|'));
  // The header row and its rule go; each row left is a layer.
  return lines
    .slice(first + 2, end < 0 ? undefined : end)
    .map((row) => [...row.split('|')[2].matchAll(/`([^`]+)`/g)].map((match) => match[1]));
}
