export function exportedNames(file: string): Set<string>;
