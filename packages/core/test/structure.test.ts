import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  findCycles,
  importCycles,
  importGraph,
  layersOf,
  layerViolations,
  relativeSpecifiers,
} from '../../../scripts/importGraph.mjs';

const srcDir = fileURLToPath(new URL('../src', import.meta.url));

describe('the import graph (scripts/importGraph.mjs)', () => {
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
    const file = path.join(srcDir, 'api', 'login.ts');
    expect(importGraph([file]).get(file)).toEqual(
      expect.arrayContaining([path.join(srcDir, 'api', 'client.ts')]),
    );
  });
});

describe('the layers (scripts/importGraph.mjs)', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const tree = (files: Record<string, string>) => {
    dir = mkdtempSync(path.join(tmpdir(), 'layers-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    return dir;
  };

  it('lets a file import its own folder and the layers below, from the entry files down', () => {
    const src = tree({
      'index.ts': "export { a } from './widget/a';",
      'widget/a.ts':
        "import { b } from './b';\nimport { c } from '../base/c';\nexport const a = b + c;",
      'widget/b.ts': 'export const b = 1;',
      'base/c.ts': 'export const c = 1;',
    });
    expect(layerViolations(src, [['base'], ['widget']])).toEqual([]);
  });

  it('names an import upward, one beside, and a folder in no layer', () => {
    const src = tree({
      'base/c.ts': "import type { A } from '../widget/a';\nexport const c = 1;",
      'widget/a.ts': "export type A = 1;\nexport const lazy = () => import('../other/d');",
      'other/d.ts': "import { e } from '../extra/e';\nexport const d = e;",
      'extra/e.ts': 'export const e = 1;',
    });
    expect(layerViolations(src, [['base'], ['widget', 'other']]).sort()).toEqual([
      'base/c.ts → widget/a.ts',
      'extra/e.ts: folder extra is in no layer',
      'other/d.ts → extra/e.ts',
      'widget/a.ts → other/d.ts',
    ]);
  });

  it("reads a package's layers from its table, bottom first", () => {
    const markdown = [
      '### `@scope/one`',
      '',
      'Some words.',
      '',
      '| layer | folders | what |',
      '|---|---|---|',
      '| 1 | `base` | the bottom |',
      '| 2 | `login`, `signup` | widgets |',
      '',
      '### `@scope/two`',
      '',
      '| layer | folders | what |',
      '|---|---|---|',
      '| 1 | `other` | x |',
    ].join('\n');
    expect(layersOf(markdown, '@scope/one')).toEqual([['base'], ['login', 'signup']]);
    expect(layersOf(markdown, '@scope/two')).toEqual([['other']]);
    expect(() => layersOf(markdown, '@scope/three')).toThrow(/no section/);
  });
});

/**
 * The imports against core's layers that are there today: none (ARCHITECTURE.md says so). Nothing
 * may go against the table, and an entry would go once nothing matched it.
 */
const importsAgainstTheLayersToday: RegExp[] = [];

describe('the structure of packages/core/src', () => {
  const architecture = readFileSync(new URL('../../../ARCHITECTURE.md', import.meta.url), 'utf8');
  const layers = layersOf(architecture, '@gatehouse-auth/core');
  const violations = layerViolations(srcDir, layers);

  it('has no import cycle, type-only imports included', () => {
    expect(importCycles(srcDir)).toEqual([]);
  });

  it('imports only downward, by the layers of ARCHITECTURE.md, but for the imports listed there', () => {
    expect(layers[0]).toEqual(['messages', 'phone']);
    expect(
      violations.filter(
        (found) => !importsAgainstTheLayersToday.some((known) => known.test(found)),
      ),
    ).toEqual([]);
  });

  it('lists no import against the layers that is gone', () => {
    const gone = importsAgainstTheLayersToday.filter(
      (known) => !violations.some((found) => known.test(found)),
    );
    expect(gone.map(String)).toEqual([]);
  });
});
