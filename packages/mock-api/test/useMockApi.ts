import { afterAll, afterEach, beforeAll } from 'vitest';
import { createMockServer } from '../src/node';
import { resetMockState } from '../src/state';

/**
 * The mock API in Node for one test file: every request must be one it knows, and each test
 * starts from fresh handlers and fresh mock state.
 */
export function useMockApi() {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());
  return server;
}
