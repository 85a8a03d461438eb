import { profilerDefinition as core } from '@gatehouse-auth/core/internal/challenges/profiler/profilerDefinition';
import { defineChallenge } from '../../registry/challengeDefinition';
import ProfilerChallenge from './ProfilerChallenge';

/** PROFILER: the silent device check. Its screen loads with the challenge flow. */
export const profilerDefinition = defineChallenge({ ...core, component: ProfilerChallenge });
