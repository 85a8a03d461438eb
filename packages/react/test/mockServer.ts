import type { GatehouseConfig, Navigation } from '@gatehouse/core';
import { resetMockState } from '@gatehouse/mock-api';
import { createMockServer } from '@gatehouse/mock-api/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/** The mock API for component tests; every request must be one it knows. */
export const server = createMockServer();

/** Serves the mock API to every test of the calling file, through vitest's lifecycle hooks. */
export function setupMockServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());
}

/** Requests the client sent, by method and path, for "sent exactly once" checks. */
export function recordRequests() {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', listener);
  return {
    count: (method: string, pathPart: string) =>
      seen.filter((r) => r.startsWith(method) && r.includes(pathPart)).length,
    all: seen,
    stop: () => server.events.removeListener('request:start', listener),
  };
}

/** A config for tests: relative paths resolved against the jsdom page, navigation recorded. */
export function testConfig(
  overrides: GatehouseConfig = {},
): GatehouseConfig & { navigation: Navigation & { assign: ReturnType<typeof vi.fn> } } {
  const navigation = {
    origin: () => window.location.origin,
    hostname: () => 'app.example.test',
    assign: vi.fn(),
  };
  return {
    fetch: (input, init) => globalThis.fetch(new URL(String(input), window.location.href), init),
    navigation,
    ...overrides,
  } as GatehouseConfig & { navigation: typeof navigation };
}

/** Logs a scenario account in against the mock API and answers its one-time token. */
export async function oneTimeTokenFor(email: string, password = 'Password123'): Promise<string> {
  const { createClient, login } = await import('@gatehouse/core');
  return login(createClient(testConfig()), { email, password });
}
