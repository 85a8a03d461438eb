import { profilerSpec } from '@gatehouse-auth/core/internal/challenges/profiler/spec';
import { defineChallenge } from '../../registry/challengeDefinition';
import ProfilerChallenge from './ProfilerChallenge';

/** PROFILER: the silent device check. Its screen is in the challenge flow's chunk. */
export const profilerChallenge = /* @__PURE__ */ (() =>
  defineChallenge({ ...profilerSpec, component: ProfilerChallenge }))();
