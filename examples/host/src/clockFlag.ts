import type { GatehouseConfig } from '@gatehouse-auth/core';
import type { ManualClock } from '@gatehouse-auth/mock-api';

/**
 * `?clock=manual`: the widgets and the mock API run on a manual clock, `window.gatehouseClock`,
 * whose time moves only when told: `await gatehouseClock.advance(30_000)` in the console shows
 * the 30 s time limit at once, `await gatehouseClock.runNext(1000)` lets one push poll go. The
 * end-to-end tests drive polls, countdowns, time limits and the mock's latency this way. Without
 * the flag everything runs on real time.
 */
const wanted = new URLSearchParams(window.location.search).get('clock') === 'manual';

let manualClock: ManualClock | undefined;
let clockConfig: GatehouseConfig | undefined;

/**
 * Makes the manual clock if the page asked for one. main.tsx awaits it before the first render;
 * it comes from the mock API's package, loaded on its own like the mock itself.
 */
export async function startManualClock(): Promise<ManualClock | undefined> {
  if (!wanted) return undefined;
  const { createManualClock } = await import('@gatehouse-auth/mock-api');
  manualClock ??= createManualClock();
  clockConfig ??= { clock: manualClock };
  return manualClock;
}

/** The manual clock, once started; undefined on real time. */
export function exampleClock(): ManualClock | undefined {
  return manualClock;
}

/** The widgets' config for the flag: the manual clock, or nothing (real time). One object. */
export function exampleClockConfig(): GatehouseConfig | undefined {
  return clockConfig;
}
