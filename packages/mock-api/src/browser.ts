import type { Clock } from '@gatehouse-auth/core';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import type { MockChallenge } from './kit/mockChallenge';

// Typed here, not through @types/node: the package builds for browsers and Node alike.
declare const process: { env: { NODE_ENV?: string } };

export interface MockWorkerOptions {
  /** Where the page serves msw's `mockServiceWorker.js`. Default `/mockServiceWorker.js`. */
  serviceWorkerUrl?: string;
  /** true: no console line per mocked request. */
  quiet?: boolean;
  /** The identity host the client is configured with: a path or an origin. Default `/gateway`. */
  identityHost?: string;
  /** Added before every answer, to make loading states visible. */
  latencyMs?: number;
  /** What the latency and the slow accounts' delays wait on (a `ManualClock`, say). Default: real time. */
  clock?: Clock;
  /**
   * The host's own mocked challenge types (see `MockChallenge`): their routes come ahead of the
   * built-in ones, and their scenario accounts log in like the built-in ones.
   */
  challenges?: readonly MockChallenge[];
  /**
   * true: starts even in a production build. Only for a demo whose production build is meant
   * to run on the mock (it answers every login, code and approval); never for a real product.
   */
  allowInProduction?: boolean;
}

/**
 * Whether the bundle was built for production. Bundlers replace the exact text
 * `process.env.NODE_ENV`; where none did and there is no `process` (a plain browser), it throws.
 */
function isProductionBuild(): boolean {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
}

/**
 * Starts the mock backend in the page's service worker; calls it does not know reach the network.
 * Refuses in a production build unless `allowInProduction` is set: a mock that approves every
 * login must not reach real users through a forgotten import.
 */
export async function startMockWorker(options: MockWorkerOptions = {}): Promise<SetupWorker> {
  const {
    serviceWorkerUrl = '/mockServiceWorker.js',
    quiet = false,
    identityHost,
    latencyMs,
    clock,
    challenges,
    allowInProduction = false,
  } = options;
  if (isProductionBuild() && !allowInProduction) {
    throw new Error(
      'startMockWorker refused to start: this is a production build, and the mock API answers every login. ' +
        'Pass { allowInProduction: true } only for a demo meant to run on the mock.',
    );
  }
  const worker = setupWorker(...createHandlers({ identityHost, latencyMs, clock, challenges }));
  await worker.start({
    serviceWorker: { url: serviceWorkerUrl },
    onUnhandledRequest: 'bypass',
    quiet,
  });
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
