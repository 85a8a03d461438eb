import { setupServer, type SetupServer } from 'msw/node';
import { createHandlers, type MockHandlerOptions } from './handlers';

/**
 * An msw server with every handler, for node tests: `listen()` before, `close()` after.
 * `options.challenges` adds the host's own mocked challenge types (see `MockChallenge`).
 */
export function createMockServer(options?: MockHandlerOptions): SetupServer {
  return setupServer(...createHandlers(options));
}

export type { MockHandlerOptions } from './handlers';
