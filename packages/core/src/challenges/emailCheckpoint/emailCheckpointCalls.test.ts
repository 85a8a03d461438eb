import { createClient } from '../../api/client';
import {
  currentTimeZone,
  getEmailCheckpointStatus,
  triggerEmailCheckpoint,
} from './emailCheckpointCalls';

function clientAnswering(response: () => Response) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response());
  return { client: createClient({ fetch: fetch as unknown as typeof globalThis.fetch }), fetch };
}

describe('currentTimeZone', () => {
  it("is the runtime's IANA zone name", () => {
    expect(currentTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('triggerEmailCheckpoint', () => {
  it('sends Time-Zone and reads the guard from a 200', async () => {
    const { client, fetch } = clientAnswering(() =>
      Response.json({ deviceOriginGuard: 'dog-1', status: 'EMAIL_SENT' }),
    );
    await expect(
      triggerEmailCheckpoint(client, { ott: 'ott-1', timeZone: 'Asia/Tokyo' }),
    ).resolves.toEqual({
      kind: 'sent',
      deviceOriginGuard: 'dog-1',
      status: 'EMAIL_SENT',
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/gateway/identity/api/v1/one-time-token/email-checkpoint/trigger');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Time-Zone')).toBe('Asia/Tokyo');
  });

  it('205 means passed', async () => {
    const { client } = clientAnswering(() => new Response(null, { status: 205 }));
    await expect(
      triggerEmailCheckpoint(client, { ott: 'ott-1', timeZone: 'UTC' }),
    ).resolves.toEqual({ kind: 'passed' });
  });

  it.each([
    ['an empty guard', () => Response.json({ deviceOriginGuard: '' })],
    ['a numeric guard', () => Response.json({ deviceOriginGuard: 42 })],
    ['an empty 202', () => new Response(null, { status: 202 })],
  ])('refuses %s as unexpected.error', async (_name, answer) => {
    const { client } = clientAnswering(answer);
    await expect(
      triggerEmailCheckpoint(client, { ott: 'ott-1', timeZone: 'UTC' }),
    ).rejects.toMatchObject({ code: 'unexpected.error' });
  });
});

describe('getEmailCheckpointStatus', () => {
  it.each([
    [202, 'pending'],
    [200, 'passed'],
    [204, 'passed'],
  ] as const)('%i is %s', async (status, expected) => {
    const { client } = clientAnswering(() => new Response(status === 204 ? null : '', { status }));
    await expect(getEmailCheckpointStatus(client, { ott: 'ott-1' })).resolves.toBe(expected);
  });

  it('rejects a 401 with its status', async () => {
    const { client } = clientAnswering(() => Response.json({ code: 'expired' }, { status: 401 }));
    await expect(getEmailCheckpointStatus(client, { ott: 'ott-1' })).rejects.toMatchObject({
      status: 401,
      code: 'expired',
    });
  });
});
