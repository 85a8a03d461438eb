/// <reference types="vite/client" />
import type { Scenario } from '@gatehouse-auth/mock-api';
import { startManualClock } from './clockFlag';

/**
 * Whether this build runs on the mock API: Vite's dev server (`npm start`) and the demo build
 * (`vite build --mode demo`, what `npm run build:demo` and the end-to-end tests build). A plain
 * `vite build` is a host's production build: false, and none of the mock ships, since every
 * import of it is dynamic and behind this constant (the rule packages/mock-api/README.md gives).
 */
export const mockApiOn = import.meta.env.DEV || import.meta.env.MODE === 'demo';

/** What the "Test accounts" panel and the mock passkeys page list. */
export interface TestAccounts {
  password: string;
  code: string;
  scenarios: readonly Scenario[];
}

let accounts: TestAccounts | undefined;

/** The mock's accounts once it has started; undefined without the mock. */
export function testAccounts(): TestAccounts | undefined {
  return accounts;
}

/**
 * Starts the mock API in the page's service worker, before the first render: the widget's first
 * call must already have an answer. Does nothing in a build without the mock.
 */
export async function startMockApi(): Promise<void> {
  if (!mockApiOn) return;
  const [{ startMockWorker }, mock, { securityQuestionMock }, clock] = await Promise.all([
    import('@gatehouse-auth/mock-api/browser'),
    import('@gatehouse-auth/mock-api'),
    import('./hostChallenge/securityQuestion.mock'),
    // `?clock=manual` (clockFlag.ts): the clock the console and the end-to-end tests move.
    startManualClock(),
  ]);
  if (clock) Object.assign(window, { gatehouseClock: clock });
  // `?mockLatency=800` slows every mock answer down, to look at the loading states.
  const latency = Number(new URLSearchParams(window.location.search).get('mockLatency'));
  await startMockWorker({
    quiet: true,
    latencyMs: Number.isFinite(latency) && latency > 0 ? latency : undefined,
    clock,
    // Acme's own challenge type, mocked like the built-in ones (its account: security-question@example.com).
    challenges: [securityQuestionMock],
    // The demo build runs on the mock by design; the dev server is not a production build.
    allowInProduction: import.meta.env.MODE === 'demo',
  });
  accounts = {
    password: mock.MOCK_PASSWORD,
    code: mock.MOCK_CODE,
    // The host's own challenge brings its account too.
    scenarios: [...mock.scenarios, ...(securityQuestionMock.scenarios ?? [])],
  };
}
