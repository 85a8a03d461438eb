import { createClient, exchangeToken, getOneTimeTokenStatus, login } from '@gatehouse-auth/core';
import { describe, expect, it } from 'vitest';
import { clientId, client, failure, hostPin, origin, types, verifyPin } from '../test/hostPinMock';
import { useMockApi } from '../test/useMockApi';
import { createHandlers } from './handlers';
import { MOCK_PASSWORD, mockChallengeHandlers, type Scenario } from './index';

describe('mockChallengeHandlers, ahead of the default handlers', () => {
  const defaults = useMockApi();
  const own: Scenario = hostPin.scenarios![0]!;

  it('without them the host account is unknown', async () => {
    expect((await failure(login(client, { email: own.email, password: MOCK_PASSWORD }))).code).toBe(
      'invalid_email_password',
    );
  });

  it('logs the host account in and serves its route; the default status and exchange serve the token', async () => {
    defaults.use(...mockChallengeHandlers(hostPin));
    const ott = await login(client, { email: own.email, password: MOCK_PASSWORD });
    expect(await types(ott)).toEqual([['HOST_PIN', 'SMS']]);
    expect((await verifyPin(ott, '0000')).status).toBe(400);
    expect((await verifyPin(ott, '2468')).status).toBe(204);
    await expect(exchangeToken(client, ott)).resolves.toMatchObject({ location: '/home' });
  });

  it('passes every other login on to the defaults, and a host login with the refused captcha too', async () => {
    defaults.use(...mockChallengeHandlers(hostPin));
    const builtIn = await login(client, { email: 'totp@gatehouse.test', password: MOCK_PASSWORD });
    expect(await types(builtIn)).toEqual([['TOTP']]);
    expect(
      (await failure(login(client, { email: 'nobody@gatehouse.test', password: MOCK_PASSWORD })))
        .code,
    ).toBe('invalid_email_password');
    const refused = await failure(
      login(client, {
        email: own.email,
        password: MOCK_PASSWORD,
        captcha: { type: 'TURNSTILE', token: 'fail' },
      }),
    );
    expect(refused).toMatchObject({ status: 400, code: 'captcha.invalid' });
  });

  it('logs in the host account that shares a built-in email', async () => {
    defaults.use(...mockChallengeHandlers(hostPin));
    const ott = await login(client, { email: 'sms@gatehouse.test', password: MOCK_PASSWORD });
    expect(await types(ott)).toEqual([['HOST_PIN']]);
  });

  it('follows the identity host it is given', async () => {
    const hosted = createClient({ apiBaseUrl: origin, identityHost: 'https://id.example.test' });
    defaults.use(...createHandlers({ identityHost: 'https://id.example.test' }));
    defaults.use(...mockChallengeHandlers(hostPin, { identityHost: 'https://id.example.test' }));
    const ott = await login(hosted, { email: own.email, password: MOCK_PASSWORD });
    const response = await fetch(
      'https://id.example.test/identity/api/v1/one-time-token/host-pin/verify',
      {
        method: 'POST',
        headers: { ...clientId, 'One-Time-Token': ott, 'Content-Type': 'application/json' },
        body: JSON.stringify({ pin: '2468' }),
      },
    );
    expect(response.status).toBe(204);
    expect((await getOneTimeTokenStatus(hosted, ott)).challenges).toEqual([]);
  });
});
