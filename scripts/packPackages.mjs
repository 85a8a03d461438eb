// The workspace packages as a host installs them: `npm pack` (so only what `files` publishes),
// unpacked where the host's node_modules would hold them. Their bare imports (zod, zustand, msw,
// react, …) resolve by walking up to the repo's node_modules; nothing resolves to source. The
// bench (scripts/bench/bench.mjs) and the README host-page test (e2e/readmeMock.e2e.test.ts) use it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));

/**
 * Packs `packages` (names under packages/, e.g. `['core', 'react']`; each needs its dist/, from
 * `npm run build`) into `${hostDir}/packs` and unpacks each into
 * `${hostDir}/node_modules/@gatehouse-auth/<name>`, after emptying `hostDir`.
 * @param {string} hostDir
 * @param {readonly string[]} packages
 */
export function installPackedPackages(hostDir, packages) {
  for (const name of packages) {
    if (!existsSync(path.join(repo, 'packages', name, 'dist', 'index.js'))) {
      throw new Error(`packages/${name}/dist is missing: run \`npm run build\``);
    }
  }
  rmSync(hostDir, { recursive: true, force: true });
  const packs = path.join(hostDir, 'packs');
  mkdirSync(packs, { recursive: true });
  const packed = JSON.parse(
    execFileSync(
      'npm',
      [
        'pack',
        '--json',
        '--pack-destination',
        packs,
        ...packages.flatMap((name) => ['--workspace', `@gatehouse-auth/${name}`]),
      ],
      { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    ),
  );
  for (const { name, filename } of packed) {
    const target = path.join(hostDir, 'node_modules', name);
    mkdirSync(target, { recursive: true });
    execFileSync('tar', [
      '-xzf',
      path.join(packs, path.basename(filename)),
      '-C',
      target,
      '--strip-components=1',
    ]);
  }
}
