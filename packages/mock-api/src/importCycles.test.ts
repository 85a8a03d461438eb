import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles } from '../../../scripts/importGraph.mjs';

describe('the import graph of packages/mock-api/src', () => {
  it('has no import cycle, type-only imports included', () => {
    expect(importCycles(fileURLToPath(new URL('.', import.meta.url)))).toEqual([]);
  });
});
