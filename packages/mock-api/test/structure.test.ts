import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, layersOf, layerViolations } from '../../../scripts/importGraph.mjs';

const srcDir = fileURLToPath(new URL('../src', import.meta.url));
const architecture = readFileSync(new URL('../../../ARCHITECTURE.md', import.meta.url), 'utf8');

describe('the structure of packages/mock-api/src', () => {
  it('has no import cycle, type-only imports included', () => {
    expect(importCycles(srcDir)).toEqual([]);
  });

  it('imports only downward, by the layers of ARCHITECTURE.md', () => {
    const layers = layersOf(architecture, '@gatehouse-auth/mock-api');
    expect(layers[0]).toEqual(['kit']);
    expect(layerViolations(srcDir, layers)).toEqual([]);
  });
});
