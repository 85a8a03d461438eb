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
