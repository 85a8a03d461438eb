import { createClient } from '../../api/client';
import {
  isOtpChannel,
  otpChannels,
  triggerOtp,
  verifyCode,
  type CodeChallengeType,
  type OtpChannel,
} from './codeCalls';

function recordingClient() {
  const calls: Array<{ url: string; method: string | undefined; headers: Headers; body: unknown }> =
    [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      method: init.method,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(null, { status: 204 });
  });
  return { client: createClient({ fetch: fetch as unknown as typeof globalThis.fetch }), calls };
}

describe('isOtpChannel', () => {
  it.each([
    ['SMS', true],
    ['WHATSAPP', true],
    ['VOICE', true],
    ['TOTP', false],
    ['PUSH', false],
    ['sms', false],
  ])('%s → %s', (type, expected) => {
    expect(isOtpChannel(type)).toBe(expected);
  });

  it('lists the three phone channels', () => {
    expect([...otpChannels]).toEqual(['SMS', 'WHATSAPP', 'VOICE']);
  });
});

describe('triggerOtp', () => {
  it.each<[OtpChannel, string]>([
    ['SMS', 'sms'],
    ['WHATSAPP', 'whatsapp'],
    ['VOICE', 'voice'],
  ])(
    '%s posts { phoneNumberId } to {identity}/one-time-token/%s/trigger with the token',
    async (channel, segment) => {
      const { client, calls } = recordingClient();
      await triggerOtp(client, { ott: 'ott-1', channel, phoneNumberId: 11 });
      expect(calls).toEqual([
        expect.objectContaining({
          url: `/gateway/identity/api/v1/one-time-token/${segment}/trigger`,
          method: 'POST',
          body: { phoneNumberId: 11 },
        }),
      ]);
      expect(calls[0]!.headers.get('One-Time-Token')).toBe('ott-1');
    },
  );
});

describe('verifyCode', () => {
  it.each<[CodeChallengeType, string, Record<string, string>]>([
    ['TOTP', 'totp', { code: '012345' }],
    ['SMS', 'sms', { otpCode: '012345' }],
    ['WHATSAPP', 'whatsapp', { otpCode: '012345' }],
    ['VOICE', 'voice', { otpCode: '012345' }],
  ])('%s posts to …/%s/verify with body %j', async (type, segment, body) => {
    const { client, calls } = recordingClient();
    await verifyCode(client, { ott: 'ott-2', type, code: '012345' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`/gateway/identity/api/v1/one-time-token/${segment}/verify`);
    expect(calls[0]!.method).toBe('POST');
    // Exactly this body: never both fields, and the code as a string with its leading zero.
    expect(calls[0]!.body).toStrictEqual(body);
    expect(calls[0]!.headers.get('One-Time-Token')).toBe('ott-2');
  });
});
