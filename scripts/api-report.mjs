// The public API report: every export of every public entry point of the published packages,
// with its signature, read from the built type declarations (dist/*.d.ts) by the TypeScript
// compiler. The report is checked in (api-report/<package>.md); CI fails when the built
// surface differs from it, so every change to what hosts can import is a deliberate diff in
// review.
//
//   node scripts/api-report.mjs           compare with the checked-in reports (CI; after a build)
//   node scripts/api-report.mjs --write   rewrite the reports after a deliberate change
//
// Entry points whose subpath contains "internal" are the packages' private contract with each
// other: named so and documented so. They have a report of their own (api-report/core-internal.md,
// "not public"): the names of /internal and the closed list of deep module paths, so a change to
// that contract is a deliberate diff in review too.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = path.join(repo, 'api-report');
const packages = ['core', 'react', 'mock-api'];
const write = process.argv.includes('--write');

/**
 * The JS entry points of a package, public or internal ones: subpath → its ESM type declaration
 * file, and the deep internal paths (their types are /internal's declarations).
 */
function entriesOf(dir, { internal }) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const entries = [];
  const deepPaths = [];
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    if (subpath.includes('*')) throw new Error(`${manifest.name} ${subpath}: a wildcard export`);
    if (subpath.endsWith('.json') || subpath.endsWith('.css')) continue;
    if (subpath.includes('internal') !== internal) continue;
    if (subpath.startsWith('./internal/')) {
      deepPaths.push(subpath);
      continue;
    }
    const types = target?.import?.types;
    if (typeof types !== 'string')
      throw new Error(`${manifest.name} ${subpath}: no import.types in its exports`);
    entries.push({ subpath, file: path.join(dir, types) });
  }
  return { name: manifest.name, entries, deepPaths };
}

const collapse = (text) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/\s+/g, ' ')
    .trim();

/** One line per export: its kind, name and signature, as a host's editor would show them. */
function describeExports(program, file) {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`cannot read ${file}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) return [];
  const lines = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const name = exported.getName();
    // Each declaration as written in the .d.ts (overloads and merged declarations included),
    // under the name a host imports: the text a reviewer reads, free of the build's file names.
    for (const declaration of symbol.declarations ?? []) {
      let text = collapse(declaration.getText())
        .replace(/^export (default )?(declare )?/, '')
        .replace(/^declare /, '');
      if (ts.isVariableDeclaration(declaration)) text = `const ${text}`;
      if (name !== symbol.getName()) text = `${name} = ${text}`;
      lines.push(`- ${text}`);
    }
  }
  const key = (line) =>
    line.replace(/^- (declare |abstract )?(function|const|class|interface|type|enum) /, '');
  return lines.sort((a, b) => key(a).localeCompare(key(b)));
}

function report(pkg, { internal = false } = {}) {
  const { name, entries, deepPaths } = entriesOf(path.join(repo, 'packages', pkg), { internal });
  const missing = entries.filter((entry) => !existsSync(entry.file));
  if (missing.length > 0)
    throw new Error(
      `${name}: ${missing.map((m) => m.file).join(', ')} missing; run \`npm run build\` first`,
    );
  const program = ts.createProgram(
    entries.map((entry) => entry.file),
    {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      jsx: ts.JsxEmit.ReactJSX,
    },
  );
  const sections = entries.map(({ subpath, file }) => {
    const specifier = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
    const lines = describeExports(program, file);
    return `## ${specifier} (${lines.length} exports)\n\n${lines.join('\n')}\n`;
  });
  if (internal) {
    const deep = deepPaths.map((subpath) => `- ${name}/${subpath.slice(2)}`);
    sections.push(
      `## Deep module paths (${deep.length})\n\nOne built module each, for hosts' bundlers to keep only what a page reaches; their types are ${name}/internal's.\n\n${deep.join('\n')}\n`,
    );
    return `# ${name}/internal: not public: the packages' contract with each other\n\nGenerated by \`node scripts/api-report.mjs --write\` from the built type declarations. Not public: no semver, it may change in any release, and hosts must not import it. It holds what Gatehouse's own packages import from core (\`node scripts/check-internal-entry.mjs\` keeps it to that); this report makes every change to it a deliberate diff in review.\n\n${sections.join('\n')}`;
  }
  return `# ${name}: public API\n\nGenerated by \`node scripts/api-report.mjs --write\` from the built type declarations. Do not edit by hand: CI compares the built packages with this file, so a change here is a change to what hosts can import.\n\n${sections.join('\n')}`;
}

let failed = false;
mkdirSync(reportDir, { recursive: true });
const reports = [
  ...packages.map((pkg) => ({ file: `${pkg}.md`, make: () => report(pkg) })),
  { file: 'core-internal.md', make: () => report('core', { internal: true }) },
];
for (const { file: name, make } of reports) {
  const file = path.join(reportDir, name);
  const fresh = make();
  if (write) {
    writeFileSync(file, fresh);
    console.log(`wrote ${path.relative(repo, file)}`);
    continue;
  }
  const checkedIn = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (checkedIn === fresh) {
    console.log(`-- ${path.relative(repo, file)}: the built API matches`);
    continue;
  }
  failed = true;
  const before = new Set(checkedIn.split('\n').filter((line) => line.startsWith('- ')));
  const after = new Set(fresh.split('\n').filter((line) => line.startsWith('- ')));
  console.error(
    `!! ${path.relative(repo, file)}: the built public API differs from the checked-in report`,
  );
  for (const line of before) if (!after.has(line)) console.error(`   removed ${line.slice(2)}`);
  for (const line of after) if (!before.has(line)) console.error(`   added   ${line.slice(2)}`);
}
if (failed) {
  console.error(
    'If the change is deliberate, run `node scripts/api-report.mjs --write` and commit api-report/ with a changeset.',
  );
  process.exit(1);
}
