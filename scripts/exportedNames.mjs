// The names a module exports through export clauses (`export { a, type B } from './x'`), read
// from its source with the TypeScript parser. For entry files that only gather other modules'
// names: core's internal entry (scripts/check-internal-entry.mjs) and a package's main entry
// (tsup.config.ts, for the locale packs' declarations).
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** The names `file` exports; throws on `export *`, which hides them. */
export function exportedNames(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names = new Set();
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement)) continue;
    if (!statement.exportClause || !ts.isNamedExports(statement.exportClause))
      throw new Error(`${file}: \`export *\` hides which names it exports`);
    for (const element of statement.exportClause.elements) names.add(element.name.text);
  }
  return names;
}
