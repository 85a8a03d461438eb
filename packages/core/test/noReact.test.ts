import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|cts)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file names: static and dynamic imports, re-exports and require calls. */
function importedModules(code: string): string[] {
  const patterns = [
    /\bimport\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']/g,
    /\bexport\s+(?:type\s+)?[\w*{}\s,$]+?\s+from\s+["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
    /\brequire\s*\(\s*["']([^"']+)["']\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]!));
}

const isReact = (specifier: string) => /^(react|react-dom)(\/|$)/.test(specifier);

describe('@gatehouse-auth/core never imports React (house rule 1)', () => {
  const files = sourceFiles(src);

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files.map((f) => relative(src, f))).toContain('index.ts');
  });

  it('the import scanner recognises every form of import', () => {
    const sample = [
      "import React from 'react';",
      'import { useState } from "react";',
      "import type { FC } from 'react';",
      "import * as ReactDOM from 'react-dom/client';",
      "import 'react-dom';",
      "export { createRoot } from 'react-dom/client';",
      "const lazy = import('react/jsx-runtime');",
      "const r = require('react');",
      "import { reactive } from 'reactive-lib';",
    ].join('\n');
    expect(importedModules(sample).filter(isReact)).toEqual([
      'react',
      'react',
      'react',
      'react-dom/client',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react',
    ]);
  });

  it.each(sourceFiles(src).map((file) => [relative(src, file), file]))(
    '%s imports neither react nor react-dom',
    (_, file) => {
      const offending = importedModules(readFileSync(file, 'utf8')).filter(isReact);
      expect(offending).toEqual([]);
    },
  );

  it('the core index loads in node, with no window, and exposes its API', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    const core = await import('../src/index');
    expect(typeof core.createClient).toBe('function');
    expect(typeof core.createFlowStore).toBe('function');
    expect(typeof core.selectChallenges).toBe('function');
    // Creating a client and a flow store needs no page either.
    const client = core.createClient({ fetch: async () => new Response(null, { status: 204 }) });
    const store = core.createFlowStore({
      ott: 'o',
      client,
      challenges: { SMS: core.builtInChallengeDefinitions.SMS! },
      onSuccess: () => {},
    });
    expect(store.getState().status).toBe('LOADING');
    store.dispose();
  });

  it('resolves through the package name to the same source (the gatehouse-source condition)', async () => {
    const byName = await import('@gatehouse-auth/core');
    const bySource = await import('../src/index');
    expect(byName.createClient).toBe(bySource.createClient);
  });
});
