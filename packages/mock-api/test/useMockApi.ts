import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMockState } from '../src/kit/state';
import { createMockServer } from '../src/node';

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
