import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** Build output of the suite (git-ignored). */
export const artifactsDir = fileURLToPath(new URL('../.artifacts', import.meta.url));
export const hostConfigFile = fileURLToPath(
  new URL('../../examples/host/vite.config.ts', import.meta.url),
);
export const hostOutDir = fileURLToPath(new URL('../.artifacts/host', import.meta.url));
/** The Next.js example; `npm run build --workspace examples/next` builds it into `.next`. */
export const nextAppDir = fileURLToPath(new URL('../../examples/next', import.meta.url));
