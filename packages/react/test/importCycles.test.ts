// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { importCycles } from '../../../scripts/importGraph.mjs';

describe('the import graph of packages/react/src', () => {
  it('has no import cycle, type-only imports included', () => {
    expect(importCycles(fileURLToPath(new URL('../src', import.meta.url)))).toEqual([]);
  });
});
