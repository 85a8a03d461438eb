// A client whose fetch records every request and answers from `answer`, on a stub page at
// `origin`: for the tests of one challenge's calls.
import { vi } from 'vitest';
import { createClient } from '../src/api/client';
import type { Navigation } from '../src/runtime/navigation';

export interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

export const origin = 'https://app.example.test';

export function recordingClient(
  answer: () => Response | Promise<Response>,
  config: { clientId?: string } = {},
) {
  const seen: Seen[] = [];
  const navigation: Navigation & { assign: ReturnType<typeof vi.fn> } = {
    origin: () => origin,
    hostname: () => 'app.example.test',
    assign: vi.fn(),
  };
  const client = createClient({
    ...config,
    navigation,
    fetch: async (input, init = {}) => {
      seen.push({
        url: String(input),
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      return answer();
    },
  });
  return { client, seen, navigation };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
