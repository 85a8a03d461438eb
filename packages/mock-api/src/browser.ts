import { setupWorker, type SetupWorker } from 'msw/browser';
import { createHandlers } from './handlers';

export interface MockWorkerOptions {
  /** Where the page serves msw's `mockServiceWorker.js`. Default `/mockServiceWorker.js`. */
  serviceWorkerUrl?: string;
  /** true: no console line per mocked request. */
  quiet?: boolean;
  identityHost?: string;
  latencyMs?: number;
}

/** Starts the mock backend in the page's service worker; calls it does not know reach the network. */
export async function startMockWorker(options: MockWorkerOptions = {}): Promise<SetupWorker> {
  const { serviceWorkerUrl = '/mockServiceWorker.js', quiet = false, identityHost, latencyMs } = options;
  const worker = setupWorker(...createHandlers({ identityHost, latencyMs }));
  await worker.start({ serviceWorker: { url: serviceWorkerUrl }, onUnhandledRequest: 'bypass', quiet });
  return worker;
}
