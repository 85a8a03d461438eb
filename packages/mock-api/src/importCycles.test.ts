import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = path.dirname(fileURLToPath(import.meta.url));

// Every relative specifier of `import … from`, `export … from`, a bare `import '…'` and
// `import('…')`, type-only ones included: a cycle of types still couples the modules.
const specifier =
  /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"](\.[^'"]+)['"]|(?:^|[\s;])import\s*['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

function relativeSpecifiers(text: string): string[] {
  return [...text.matchAll(specifier)].map((match) => (match[1] ?? match[2] ?? match[3])!);
}

function resolve(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
}

/** Each file and the files it imports by a relative path. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const targets = relativeSpecifiers(readFileSync(file, 'utf8')).map((spec) =>
        resolve(file, spec),
      );
      return [
        file,
        [...new Set(targets.filter((target): target is string => target !== undefined))],
      ];
    }),
  );
}

/** Every import cycle of the graph, each as the path that closes it (a → b → a). */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const visit = (node: string) => {
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

describe('the import graph of packages/mock-api/src', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['list.ts', ['password.ts']],
      ['password.ts', ['kit.ts', 'list.ts']],
      ['kit.ts', []],
    ]);
    expect(findCycles(graph)).toEqual([['list.ts', 'password.ts', 'list.ts']]);
    expect(
      findCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads every kind of relative import, and no package import', () => {
    const text = [
      "import { http } from 'msw';",
      "import { a, b } from './a';",
      'import type { B } from "../b";',
      'import {\n  c,\n  type C,\n} from "./c/c";',
      "export { d } from './d';",
      "export type { E } from './e';",
      "import './f';",
      "const g = await import('./g');",
    ].join('\n');
    expect(relativeSpecifiers(text)).toEqual(['./a', '../b', './c/c', './d', './e', './f', './g']);
  });

  it('resolves a specifier to its file', () => {
    const file = path.join(srcDir, 'handlers.ts');
    expect(importGraph([file]).get(file)).toEqual(
      expect.arrayContaining([
        path.join(srcDir, 'builtInChallenges.ts'),
        path.join(srcDir, 'mockChallenge.ts'),
      ]),
    );
  });

  it('has no import cycle, type-only imports included', () => {
    const graph = importGraph(sourceFiles(srcDir));
    const relative = (cycle: string[]) =>
      cycle.map((file) => path.relative(srcDir, file)).join(' → ');
    expect(findCycles(graph).map(relative)).toEqual([]);
  });
});
