import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startMockApi } from './mockApi';
import { MockUnavailable } from './pages/MockUnavailable';
import './app.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The mock API (in development and the demo build only, loaded on its own: mockApi.ts) must
// answer before the widget's first call, so it starts before React renders.
startMockApi().then(
  () =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  (error: unknown) => root.render(<MockUnavailable error={error} />),
);
