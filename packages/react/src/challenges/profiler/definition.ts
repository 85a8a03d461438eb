import { profilerSpec } from '@gatehouse-auth/core/internal';
import { defineChallenge } from '../../registry/challengeDefinition';
import ProfilerChallenge from './ProfilerChallenge';

/** PROFILER: the silent device check. Its screen is in the challenge flow's chunk. */
export const profilerChallenge = defineChallenge({ ...profilerSpec, component: ProfilerChallenge });
