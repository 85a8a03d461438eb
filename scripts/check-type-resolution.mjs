// A host's TypeScript finds the types of every public entry point, whatever its module
// resolution: `node10` (moduleResolution "node", which predates `exports` and reads
// `typesVersions`), `node16` (ESM and CommonJS importers) and `bundler`.
//
//   node scripts/check-type-resolution.mjs     after `npm run build`
//
// It writes one consumer per resolution into node_modules/.cache/type-resolution (so that the
// workspace's node_modules/@gatehouse-auth/* links, which npm makes to packages/*, are found as a
// host's installed packages would be), importing every public subpath of every package, and runs
// tsc on each with the library's declaration files checked too (skipLibCheck off): an entry
// whose types do not resolve, or whose declarations import something that does not resolve under
// that resolution, fails the check. Errors inside third-party declarations are not ours to fix
// and are left out (msw's, for one, do not compile for a CommonJS importer under node16).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = path.join(repo, 'node_modules/.cache/type-resolution');
const tsc = path.join(repo, 'node_modules/typescript/bin/tsc');

/** Every public subpath: the exports map less package.json, CSS, wildcards and `internal`. */
function publicEntries() {
  const entries = [];
  for (const dir of ['core', 'react', 'mock-api']) {
    const pkg = JSON.parse(readFileSync(path.join(repo, 'packages', dir, 'package.json'), 'utf8'));
    for (const subpath of Object.keys(pkg.exports)) {
      if (/package\.json$|\.css$|\*|internal/.test(subpath)) continue;
      entries.push(subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`);
    }
  }
  return entries;
}

const entries = publicEntries();
const imports = entries.map((entry, i) => `import * as entry${i} from '${entry}';`).join('\n');
// Each namespace must hold at least one export with a type: an entry that resolved to nothing
// (an untyped JS file, say) is `any`, which `keyof` does not catch, so ask for a declared export.
const uses = `export const entries = [${entries.map((_, i) => `entry${i}`).join(', ')}];\n`;
const compilerOptions = {
  strict: true,
  noEmit: true,
  target: 'es2022',
  esModuleInterop: true,
  skipLibCheck: false,
  jsx: 'react-jsx',
  types: [],
  lib: ['es2022', 'dom', 'dom.iterable'],
  noImplicitAny: true,
};
const consumers = {
  node10: { options: { module: 'commonjs', moduleResolution: 'node10' }, file: 'consumer.ts' },
  'node16 (ESM importer)': {
    options: { module: 'node16', moduleResolution: 'node16' },
    file: 'consumer.mts',
  },
  'node16 (CommonJS importer)': {
    options: { module: 'node16', moduleResolution: 'node16' },
    file: 'consumer.cts',
  },
  bundler: { options: { module: 'esnext', moduleResolution: 'bundler' }, file: 'consumer.ts' },
};

/** tsc's diagnostics, each with its continuation lines, less those in third-party files. */
function ourErrors(dir) {
  let output = '';
  try {
    execFileSync(process.execPath, [tsc, '-p', dir, '--pretty', 'false'], { stdio: 'pipe' });
  } catch (error) {
    output = `${error.stdout}${error.stderr}`;
  }
  const diagnostics = output.split(/\n(?=\S)/).filter((text) => text.trim() !== '');
  // Our packages are linked into node_modules; tsc reports them at their real path, packages/.
  return diagnostics.filter((text) => !/^[^(]*node_modules\/[^(]*\(\d+,\d+\): error/.test(text));
}

let failed = false;
rmSync(work, { recursive: true, force: true });
for (const [name, { options, file }] of Object.entries(consumers)) {
  const dir = path.join(work, name.replace(/\W+/g, '-'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, file), `${imports}\n${uses}`);
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { ...compilerOptions, ...options }, files: [file] }),
  );
  const ours = ourErrors(dir);
  if (ours.length === 0) console.log(`-- types resolve under ${name}: ${entries.length} entries`);
  else {
    failed = true;
    console.error(`!! types do not resolve under ${name}:\n${ours.join('\n')}`);
  }
}
rmSync(work, { recursive: true, force: true });
if (failed) process.exit(1);
