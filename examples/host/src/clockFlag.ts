import type { GatehouseConfig } from '@gatehouse/core';
import { createManualClock, type ManualClock } from '@gatehouse/mock-api';

/**
 * `?clock=manual`: the widgets and the mock API run on a manual clock, `window.gatehouseClock`,
 * whose time moves only when told: `await gatehouseClock.advance(30_000)` in the console shows
 * the 30 s time limit at once, `await gatehouseClock.runNext(1000)` lets one push poll go. The
 * end-to-end tests drive polls, countdowns, time limits and the mock's latency this way. Without
 * the flag everything runs on real time.
 */
export const manualClock: ManualClock | undefined =
  new URLSearchParams(window.location.search).get('clock') === 'manual'
    ? createManualClock()
    : undefined;

/** The widgets' config for the flag: the manual clock, or nothing (real time). */
export const clockConfig: GatehouseConfig | undefined = manualClock
  ? { clock: manualClock }
  : undefined;
