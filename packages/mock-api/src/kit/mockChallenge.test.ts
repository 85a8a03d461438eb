import { exchangeToken, login } from '@gatehouse-auth/core';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  clientId,
  client,
  failure,
  hostPin,
  identity,
  origin,
  types,
  verifyPin,
} from '../../test/hostPinMock';
import { createHandlers } from '../handlers';
import {
  MOCK_PASSWORD,
  errorAnswer,
  findScenario,
  resetMockState,
  type MockChallenge,
} from '../index';
import { createMockServer } from '../node';

const server = createMockServer({ challenges: [hostPin] });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

describe('a host MockChallenge passed as challenges', () => {
  it('logs its scenario account in with MOCK_PASSWORD, and the token demands the host type', async () => {
    const ott = await login(client, { email: 'host-pin@example.com', password: MOCK_PASSWORD });
    expect(ott).toMatch(/^ott-/);
    expect(await types(ott)).toEqual([['HOST_PIN', 'SMS']]);
    expect(
      (await failure(login(client, { email: 'host-pin@example.com', password: 'nope' }))).code,
    ).toBe('invalid_email_password');
  });

  it('logs its account in by email alone for data sharing', async () => {
    const ott = await login(client, { email: ' HOST-PIN@example.com ', dataSharing: true });
    expect(await types(ott)).toEqual([['HOST_PIN', 'SMS']]);
  });

  it('answers its own route as written: a wrong PIN fails, the right one passes the challenge', async () => {
    const ott = await login(client, { email: 'host-pin@example.com', password: MOCK_PASSWORD });
    const wrong = await verifyPin(ott, '1111');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ code: 'invalid_pin', message: 'That PIN is not right.' });
    expect(await types(ott)).toEqual([['HOST_PIN', 'SMS']]);

    expect((await verifyPin(ott, '2468')).status).toBe(204);
    expect(await types(ott)).toEqual([]);
    await expect(exchangeToken(client, ott)).resolves.toMatchObject({ location: '/home' });
  });

  it('makes the checks of the route kit on its route', async () => {
    const ott = await login(client, { email: 'host-pin@example.com', password: MOCK_PASSWORD });
    expect((await verifyPin(ott, '2468', {})).status).toBe(400);
    expect((await verifyPin(undefined, '2468')).status).toBe(401);
    expect(await (await verifyPin('ott-unknown', '2468')).json()).toEqual({
      code: 'ott_not_found',
    });
    expect(await (await verifyPin(ott, 2468)).json()).toMatchObject({ code: 'unexpected.error' });
    const builtIn = await login(client, { email: 'totp@gatehouse.test', password: MOCK_PASSWORD });
    expect(await (await verifyPin(builtIn, '2468')).json()).toEqual({
      code: 'challenge_not_required',
    });
  });

  it('replaces a built-in account with the same email, in the login and in the route kit', async () => {
    const ott = await login(client, { email: 'sms@gatehouse.test', password: MOCK_PASSWORD });
    expect(await types(ott)).toEqual([['HOST_PIN']]);
    const seen = await fetch(`${origin}${identity}/host-pin/account?email=sms@gatehouse.test`);
    expect(await seen.json()).toMatchObject({
      demonstrates: "The host's own sms@: a host PIN instead of the built-in SMS code.",
    });
    // The built-in list itself is unchanged.
    expect(findScenario('sms@gatehouse.test')?.challenges?.[0]?.primaryChallenge.type).toBe('SMS');
  });

  it('leaves every other built-in account as it was', async () => {
    const ott = await login(client, { email: 'totp@gatehouse.test', password: MOCK_PASSWORD });
    expect(await types(ott)).toEqual([['TOTP']]);
    const seen = await fetch(`${origin}${identity}/host-pin/account?email=totp@gatehouse.test`);
    expect(await seen.json()).toMatchObject({ email: 'totp@gatehouse.test' });
  });

  it('puts its routes ahead of the built-in ones', async () => {
    const passwordVerify = `${identity}/one-time-token/password/verify`;
    const override: MockChallenge = {
      handlers: ({ identity: path, route }) => [
        http.post(
          path('/one-time-token/password/verify'),
          route(async () => errorAnswer(503, 'host_override')),
        ),
      ],
    };
    server.use(...createHandlers({ challenges: [override] }));
    const ott = await login(client, { email: 'password@gatehouse.test', password: MOCK_PASSWORD });
    const response = await fetch(`${origin}${passwordVerify}`, {
      method: 'POST',
      headers: { ...clientId, 'One-Time-Token': ott, 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: MOCK_PASSWORD }),
    });
    expect(await response.json()).toEqual({ code: 'host_override' });
  });
});
