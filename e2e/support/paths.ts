import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** Build output of the suite (git-ignored). */
export const artifactsDir = fileURLToPath(new URL('../.artifacts', import.meta.url));
// The example's config, and where its production build goes (scripts/build-example.mjs).
export { hostConfigFile, hostOutDir } from '../../scripts/build-example.mjs';
/** The Next.js example; `npm run build --workspace examples/next` builds it into `.next`. */
export const nextAppDir = fileURLToPath(new URL('../../examples/next', import.meta.url));
