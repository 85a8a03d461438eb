import { describe, expect, it } from 'vitest';
import { json, recordingClient } from '../../../test/recordingClient';
import type { PasskeyAssertion } from '../../api/passkeyOptions';
import { getChallengePasskeyOptions, verifyChallengePasskey } from './passkeyCalls';

const credential: PasskeyAssertion = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'c', authenticatorData: 'a', signature: 's' },
  clientExtensionResults: {},
};

describe('PASSKEY challenge calls', () => {
  it('reads the options and the session id with the one-time token', async () => {
    const { client, seen } = recordingClient(() =>
      json(200, {
        status: 'OK',
        data: {
          passkeyOptions: {
            challenge: 'c1',
            allowCredentials: [{ id: 'cred-1', type: 'public-key' }],
            extra: 1,
          },
          sessionId: 's-1',
        },
      }),
    );
    const answer = await getChallengePasskeyOptions(client, 'ott-9');
    expect(answer).toEqual({
      options: {
        challenge: 'c1',
        allowCredentials: [{ id: 'cred-1', type: 'public-key' }],
        extra: 1,
      },
      sessionId: 's-1',
    });
    expect(seen[0]?.url).toBe('/gateway/v1/one-time-token/passkey/options');
    expect(seen[0]?.headers.get('One-Time-Token')).toBe('ott-9');
  });

  it('refuses an answer without a session id or challenge', async () => {
    const { client } = recordingClient(() =>
      json(200, { data: { passkeyOptions: { challenge: 'c1' } } }),
    );
    await expect(getChallengePasskeyOptions(client, 'ott-9')).rejects.toMatchObject({
      code: 'unexpected.error',
    });
  });

  it('verifies with the session id header and the credential as publicKeyCredential', async () => {
    const { client, seen } = recordingClient(() => new Response(null, { status: 204 }));
    await verifyChallengePasskey(client, 'ott-9', { sessionId: 's-1', credential });
    expect(seen[0]).toMatchObject({
      url: '/gateway/v1/one-time-token/passkey/verify',
      method: 'POST',
      body: { publicKeyCredential: credential },
    });
    expect(seen[0]?.headers.get('X-Passkey-Session-Id')).toBe('s-1');
    expect(seen[0]?.headers.get('One-Time-Token')).toBe('ott-9');
  });

  it('passes on the server message of a refused passkey', async () => {
    const { client } = recordingClient(() =>
      json(400, {
        code: 'passkey_verification_failed',
        message: 'We could not verify your passkey.',
      }),
    );
    await expect(
      verifyChallengePasskey(client, 'ott-9', { sessionId: 's', credential }),
    ).rejects.toMatchObject({
      code: 'passkey_verification_failed',
      serverMessage: 'We could not verify your passkey.',
    });
  });
});
