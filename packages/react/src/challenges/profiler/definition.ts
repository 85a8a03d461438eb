import { profilerSpec } from '@gatehouse/core/internal';
import { defineChallenge } from '../../registry/challengeDefinition';
import { commonScreen } from '../commonScreen';

/** PROFILER: the silent device check. Its screen loads with the other common ones (commonScreens.ts). */
export const profilerChallenge = /* @__PURE__ */ (() =>
  defineChallenge({ ...profilerSpec, component: commonScreen('ProfilerChallenge') }))();
