import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startManualClock } from './clockFlag';
import { securityQuestionMock } from './hostChallenge/securityQuestion.mock';
import { MockUnavailable } from './pages/MockUnavailable';
import './app.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// `?mockLatency=800` slows every mock answer down, to look at the loading states.
const latency = Number(new URLSearchParams(window.location.search).get('mockLatency'));

// The mock API must answer before the widget's first call, so it starts before React renders.
// Loaded on its own: msw is large, and a real host would not ship it with the page.
// `?clock=manual` (clockFlag.ts): the clock the console and the end-to-end tests move.
Promise.all([import('@gatehouse-auth/mock-api/browser'), startManualClock()])
  .then(([{ startMockWorker }, clock]) => {
    if (clock) Object.assign(window, { gatehouseClock: clock });
    return startMockWorker({
      quiet: true,
      latencyMs: Number.isFinite(latency) && latency > 0 ? latency : undefined,
      clock,
      // Acme's own challenge type, mocked like the built-in ones (its account: security-question@example.com).
      challenges: [securityQuestionMock],
      // This demo's production build (the one the e2e tests serve) runs on the mock by design.
      allowInProduction: true,
    });
  })
  .then(
    () =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    (error: unknown) => root.render(<MockUnavailable error={error} />),
  );
