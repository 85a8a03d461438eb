import type { ManualClock } from '@gatehouse-auth/mock-api';
import type { Page } from 'playwright-core';

/** Opens the example with its manual clock: `session.goto(withManualClock('/login'))`. */
export function withManualClock(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}clock=manual`;
}

type ClockWindow = Window & { gatehouseClock?: ManualClock };

/**
 * The example's manual clock (`?clock=manual`, see examples/host/src/clockFlag.ts), moved from
 * the test: the widgets' polls, countdowns and time limits happen when the test says, in a
 * fixed number of steps, while React, the browser and the mock API's worker run as usual. Each
 * call runs in the page that is open now; the clock starts afresh with every page load.
 */
export function pageClock(page: Page) {
  return {
    /**
     * Waits (on the page's events, not on real time) until a timer due within `withinMs` is
     * set, then moves time to it and fires it: one poll, one countdown second.
     */
    runNext: (withinMs: number): Promise<number> =>
      page.evaluate((ms) => (window as ClockWindow).gatehouseClock!.runNext(ms), withinMs),
    /** Moves time `ms` on, firing every timer that falls due on the way. */
    advance: (ms: number): Promise<void> =>
      page.evaluate((by) => (window as ClockWindow).gatehouseClock!.advance(by), ms),
    /** How long until each set timer falls due (a request's time limit: 30000). */
    pending: (): Promise<number[]> =>
      page.evaluate(() => (window as ClockWindow).gatehouseClock!.pending()),
  };
}

/**
 * Holds the page's requests `method …pathEnd` (the first `count` of them) before they leave, until
 * the test releases them: a request stays in flight for exactly as long as the test needs,
 * e.g. to press Enter again meanwhile. The mock API answers inside the page's service worker,
 * which Playwright's routing never sees, so the page's fetch is wrapped (an init script: the
 * CSP does not apply to it). Install before the page loads.
 */
export async function holdRequests(page: Page, method: string, pathEnd: string, count = 1) {
  await page.addInitScript(
    ([holdMethod, holdPath, holdCount]) => {
      const pageFetch = window.fetch;
      const held: Array<() => void> = [];
      let seen = 0;
      let released = false;
      window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        const verb = (
          init?.method ?? (input instanceof Request ? input.method : 'GET')
        ).toUpperCase();
        if (verb !== holdMethod || !url.pathname.endsWith(holdPath))
          return pageFetch.call(this, input, init);
        seen += 1;
        if (released || seen > holdCount) return pageFetch.call(this, input, init);
        return new Promise<void>((resolve) => held.push(resolve)).then(() =>
          pageFetch.call(this, input, init),
        );
      };
      Object.assign(window, {
        __e2eHeld: {
          calls: () => seen,
          release: () => {
            released = true;
            for (const resume of held.splice(0)) resume();
          },
        },
      });
    },
    [method.toUpperCase(), pathEnd, count] as const,
  );
  type HeldWindow = Window & { __e2eHeld: { calls(): number; release(): void } };
  return {
    /** How many matching calls the page open now has made so far, held or not. */
    calls: () => page.evaluate(() => (window as unknown as HeldWindow).__e2eHeld.calls()),
    /** Lets every held request go, and every later one through at once. */
    release: () => page.evaluate(() => (window as unknown as HeldWindow).__e2eHeld.release()),
  };
}
