import type { GatehouseConfig, Navigation } from '@gatehouse-auth/core';
import { resetMockState } from '@gatehouse-auth/mock-api';
import { createMockServer } from '@gatehouse-auth/mock-api/node';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/** The mock API for component tests; every request must be one it knows. */
export const server = createMockServer();

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

/**
 * Holds the requests `method path` (an msw path, e.g. `'*\/email-verification/resend'`) in
 * flight until `release()`; the usual handlers answer them then. For "one request for a double
 * click": the second click then lands while the first request is on its way, whatever the speed.
 */
export function holdRequests(method: 'get' | 'post' | 'put' | 'delete', path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http[method](path, async () => {
      await released;
      // Nothing returned: msw hands the request on to the next handler, which answers it.
      return undefined;
    }),
  );
  return { release };
}

/**
 * A slow server: requests `method path` get `respond()`'s answer only once the test calls
 * `answer()`; `answered` settles when it has gone out. For "acts on no late answer".
 */
export function lateAnswer(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  respond: () => Response,
) {
  let answer = () => {};
  const released = new Promise<void>((resolve) => (answer = resolve));
  let sent = () => {};
  const answered = new Promise<void>((resolve) => (sent = resolve));
  server.use(
    http[method](path, async () => {
      await released;
      sent();
      return respond();
    }),
  );
  return { answer, answered };
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
  const { createClient, login } = await import('@gatehouse-auth/core');
  return login(createClient(testConfig()), { email, password });
}
