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
  // A worker installed by this very load may report ready before it controls the page; until it
  // does, requests would still reach the network.
  if (!navigator.serviceWorker.controller) {
    await new Promise<void>((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
      setTimeout(resolve, 5000);
    });
  }
  return worker;
}
