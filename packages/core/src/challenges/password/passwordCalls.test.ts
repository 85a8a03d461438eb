import { createClient } from '../../api/client';
import { FORGOT_PASSWORD_PATH, sendForgotPasswordEmail, verifyPassword } from './passwordCalls';

function recordingClient(
  config: Parameters<typeof createClient>[0] = {},
  response = () => new Response(null, { status: 204 }),
) {
  const calls: Array<{
    url: string;
    method: string | undefined;
    headers: Headers;
    body: BodyInit | null | undefined;
  }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      method: init.method,
      headers: new Headers(init.headers),
      body: init.body,
    });
    return response();
  });
  return {
    client: createClient({ ...config, fetch: fetch as unknown as typeof globalThis.fetch }),
    calls,
  };
}

describe('verifyPassword', () => {
  it('posts { password } to {identity}/one-time-token/password/verify with the token', async () => {
    const { client, calls } = recordingClient();
    await verifyPassword(client, { ott: 'ott-pw', password: 'Password123' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/gateway/identity/api/v1/one-time-token/password/verify');
    expect(calls[0]!.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.body))).toStrictEqual({ password: 'Password123' });
    expect(calls[0]!.headers.get('One-Time-Token')).toBe('ott-pw');
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
  });

  it('follows a configured identity host', async () => {
    const { client, calls } = recordingClient({ identityHost: 'https://id.example.com/' });
    await verifyPassword(client, { ott: 'ott-pw', password: 'x' });
    expect(calls[0]!.url).toBe(
      'https://id.example.com/identity/api/v1/one-time-token/password/verify',
    );
  });

  it('rejects with the server message for a wrong password', async () => {
    const { client } = recordingClient({}, () =>
      Response.json(
        { code: 'invalid_password', message: 'That password is incorrect.' },
        { status: 400 },
      ),
    );
    await expect(verifyPassword(client, { ott: 'ott-pw', password: 'nope' })).rejects.toMatchObject(
      {
        status: 400,
        code: 'invalid_password',
        serverMessage: 'That password is incorrect.',
      },
    );
  });
});

describe('sendForgotPasswordEmail', () => {
  it('posts to /gateway/identity/api/v1/forgot-password with no body and the token', async () => {
    const { client, calls } = recordingClient();
    await sendForgotPasswordEmail(client, { ott: 'ott-forgot' });
    expect(FORGOT_PASSWORD_PATH).toBe('/gateway/identity/api/v1/forgot-password');
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/gateway/identity/api/v1/forgot-password',
        method: 'POST',
        body: undefined,
      }),
    ]);
    expect(calls[0]!.headers.get('One-Time-Token')).toBe('ott-forgot');
    expect(calls[0]!.headers.has('Content-Type')).toBe(false);
  });

  it('keeps SPEC.md’s fixed path whatever the identity host', async () => {
    const { client, calls } = recordingClient({
      identityHost: 'https://id.example.com',
      apiBaseUrl: 'https://api.example.com',
    });
    await sendForgotPasswordEmail(client, { ott: 'ott-forgot' });
    expect(calls[0]!.url).toBe('https://api.example.com/gateway/identity/api/v1/forgot-password');
  });
});
