import { profilerSpec } from '@gatehouse/core/internal';
import { lazy } from 'react';
import { defineChallenge } from '../../registry/challengeDefinition';

/** PROFILER: the silent device check. Its screen is its own chunk, loaded when the server asks for it. */
export const profilerChallenge = /* @__PURE__ */ (() =>
  defineChallenge({ ...profilerSpec, component: lazy(() => import('./ProfilerChallenge')) }))();
