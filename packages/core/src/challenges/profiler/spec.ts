import type { ChallengeSpec } from '../challengeSpec';

/** PROFILER: a silent check of the device. It reads no attributes and has no method name of its own. */
export const profilerSpec: ChallengeSpec = {};
