import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { artifactsDir, repoRoot } from '../paths';

/** Where the server-rendering harness writes its bundles and reports (git-ignored). */
export const ssrArtifacts = path.join(artifactsDir, 'ssr');

/**
 * Bundles a harness program of e2e/support/ssr for plain Node, with every package left external:
 * run from `ssrArtifacts`, its `@gatehouse-auth/*` imports resolve as on a host's server, to dist/.
 * Returns the output file.
 */
export async function bundleForNode(entry: string): Promise<string> {
  const outfile = path.join(ssrArtifacts, `${path.basename(entry).replace(/\.tsx?$/, '')}.mjs`);
  await build({
    entryPoints: [path.join(repoRoot, entry)],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'error',
  });
  return outfile;
}

/**
 * Bundles a browser entry of e2e/support/ssr as a host's bundler would (every import bundled,
 * code split, React's development build) into its own directory. Returns that directory and the
 * files the bundle was made from.
 */
export async function bundleForBrowser(entry: string): Promise<{ dir: string; sources: string[] }> {
  const dir = path.join(ssrArtifacts, path.basename(entry).replace(/\.tsx?$/, ''));
  rmSync(dir, { recursive: true, force: true });
  const { metafile } = await build({
    entryPoints: [path.join(repoRoot, entry)],
    outdir: dir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"development"' },
    metafile: true,
    logLevel: 'error',
  });
  return { dir, sources: Object.keys(metafile.inputs) };
}

/** The built files a host imports; the harness needs `npm run build` first. */
export function assertPackagesBuilt(): void {
  const missing = ['packages/core/dist/index.js', 'packages/react/dist/index.cjs'].filter(
    (file) => !existsSync(path.join(repoRoot, file)),
  );
  if (missing.length > 0) {
    throw new Error(
      `No build of the packages (${missing.join(', ')}): run \`npm run build\` first.`,
    );
  }
}
