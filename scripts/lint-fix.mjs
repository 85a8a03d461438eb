// `npm run lint:fix`: what ESLint can fix, then Prettier over everything (ESLint's fixes, such as
// two imports merged into one, are not formatted). Fails when ESLint finds what it cannot fix.
//
// ESLint runs twice. In one pass, where a module is imported twice and one of the imports holds
// only inline types (`import { type T }`), import-x/no-duplicates merges the other into it while
// no-import-type-side-effects turns it into `import type`, and both fixes apply at once:
// `import type { T, value }` does not compile. The first pass, with that rule off, leaves one
// import per module; the second applies every rule to it.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('..', import.meta.url));

const merge = new ESLint({
  cwd: root,
  fix: true,
  overrideConfig: { rules: { '@typescript-eslint/no-import-type-side-effects': 'off' } },
});
await ESLint.outputFixes(await merge.lintFiles(['.']));

const eslint = new ESLint({ cwd: root, fix: true });
const results = await eslint.lintFiles(['.']);
await ESLint.outputFixes(results);

const prettier = fileURLToPath(import.meta.resolve('prettier/bin/prettier.cjs'));
const formatted = spawnSync(process.execPath, [prettier, '--write', '--log-level', 'warn', '.'], {
  cwd: root,
  stdio: 'inherit',
});

const report = await (await eslint.loadFormatter('stylish')).format(results);
if (report) console.log(report);
const unfixed = results.some((result) => result.errorCount > 0 || result.warningCount > 0);
process.exitCode = unfixed || formatted.status !== 0 ? 1 : 0;
