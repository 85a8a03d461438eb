import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A module that needs the browser's React (a hook, a context, a class component, lazy) starts with
// 'use client', so that a React Server Components host may import it from a server component. A
// module that only re-exports, declares types or computes stays unmarked: the entry points
// (`@gatehouse-auth/react`, `/login`, …) are such modules, and a server component that imports
// one pulls in only the client modules it uses.
const needsClient = /\buse[A-Z]\w*\s*\(|\bcreateContext\s*\(|\bextends\s+Component\b|\blazy\s*\(/;
const directive = /^'use client';\n/;

const src = path.resolve(import.meta.dirname, '../src');
const modules = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories|d)\.tsx?$/.test(file))
  .sort();

describe("'use client'", () => {
  it.each(modules)('%s carries it exactly when it needs the browser', (file) => {
    const text = readFileSync(path.join(src, file), 'utf8');
    const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(directive.test(text)).toBe(needsClient.test(code));
  });

  it('is on none of the entry points', () => {
    const manifest = JSON.parse(readFileSync(path.resolve(src, '../package.json'), 'utf8')) as {
      exports: Record<string, string | { 'gatehouse-source'?: string }>;
    };
    const entries = Object.values(manifest.exports)
      .map((target) => (typeof target === 'object' ? target['gatehouse-source'] : undefined))
      .filter((source): source is string => source?.endsWith('.ts') === true);
    expect(entries.length).toBeGreaterThan(5);
    for (const source of entries)
      expect(readFileSync(path.resolve(src, '..', source), 'utf8')).not.toMatch(directive);
  });
});
