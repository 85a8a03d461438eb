import { createClient } from '../../api/client';
import { verifyPhoneGuess } from './phoneGuessCalls';

describe('verifyPhoneGuess', () => {
  it('posts { missingNumbers } as a string (leading zero kept) with the token', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({ url: String(input), init });
      return new Response(null, { status: 204 });
    });
    const client = createClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    await verifyPhoneGuess(client, { ott: 'ott-guess', missingNumbers: '009001' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/gateway/identity/api/v1/one-time-token/phone-guess/verify');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"missingNumbers":"009001"}');
    expect(new Headers(calls[0]!.init.headers).get('One-Time-Token')).toBe('ott-guess');
  });

  it('rejects with the server code and message for a wrong guess', async () => {
    const fetch = async () =>
      Response.json(
        { code: 'phone_guess_incorrect', message: 'Those digits are not right.' },
        { status: 400 },
      );
    const client = createClient({ fetch });
    await expect(verifyPhoneGuess(client, { ott: 'o', missingNumbers: '1' })).rejects.toMatchObject(
      {
        status: 400,
        code: 'phone_guess_incorrect',
        serverMessage: 'Those digits are not right.',
      },
    );
  });
});
