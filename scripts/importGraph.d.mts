export function sourceFiles(dir: string): string[];
export function relativeSpecifiers(text: string): string[];
export function importGraph(files: readonly string[]): Map<string, string[]>;
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][];
export function importCycles(dir: string): string[];
export function layerViolations(
  dir: string,
  layers: readonly (string | readonly string[])[],
): string[];
export function layersOf(markdown: string, packageName: string): string[][];
