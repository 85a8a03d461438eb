import { profilerSpec } from '@gatehouse-auth/core/internal/challenges/profiler/spec';
import { defineChallenge } from '../../registry/challengeDefinition';
import ProfilerChallenge from './ProfilerChallenge';

/** PROFILER: the silent device check. Its screen loads with the challenge flow. */
export const profilerChallenge = defineChallenge({ ...profilerSpec, component: ProfilerChallenge });
