import type { GatehouseConfig } from '@gatehouse-auth/core';
import { createManualClock } from '@gatehouse-auth/mock-api';
import { act, getConfig } from '@testing-library/react';
import { vi } from 'vitest';
import { testConfig } from './mockServer';

/**
 * The widgets' time on a manual clock (`config()`), moved by the test: polls, countdowns and
 * time limits happen in a fixed number of steps, and nothing waits for real time to pass.
 * Global timers stay real, so the mock server and user-event work as usual.
 */
export function manualTime() {
  const clock = createManualClock();

  /**
   * Resolves once the widget sets a timer due within `withinMs` (a poll after the last answer,
   * a countdown second): it is waiting on time now, not on an answer. Event-driven, and outside
   * act(), as waitFor does, so the answers that lead to the timer render meanwhile.
   */
  const waitForTimer = (withinMs: number) =>
    getConfig().asyncWrapper(() => clock.waitForTimer(withinMs));

  /** Waits for a timer due within `withinMs`, then moves time to it and fires it. */
  async function runNext(withinMs: number) {
    await waitForTimer(withinMs);
    await act(() => clock.runNext(withinMs));
  }

  return {
    clock,
    /** `testConfig` on this clock. */
    config: (overrides: GatehouseConfig = {}) => testConfig({ clock, ...overrides }),
    /** Moves time `ms` on, firing every timer that falls due on the way. */
    advance: (ms: number) => act(() => clock.advance(ms)),
    waitForTimer,
    runNext,
    /** `count` steps of `runNext(withinMs)`: `count` polls, `withinMs` apart. */
    async runSteps(withinMs: number, count: number) {
      for (let step = 0; step < count; step += 1) await runNext(withinMs);
    },
    /**
     * `config()` whose status polls to a path ending in `statusPath` are answered "pending" (202)
     * straight from the fetch, everything else by the mock server: hundreds of steps then wait on
     * no server round trip. `statusPolls` counts them.
     */
    pendingPolls(statusPath: string) {
      const statusPolls = vi.fn(async () => new Response(null, { status: 202 }));
      const base = testConfig({ clock });
      const serverFetch = base.fetch!;
      const config: typeof base = {
        ...base,
        fetch: (input, init) =>
          String(input).endsWith(statusPath) ? statusPolls() : serverFetch(input, init),
      };
      return { config, statusPolls };
    },
  };
}
