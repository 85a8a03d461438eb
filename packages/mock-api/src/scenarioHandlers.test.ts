import { GatehouseError, createClient, getOneTimeTokenStatus, login } from '@gatehouse-auth/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from './node';
import { scenarioHandlers } from './scenarioHandlers';
import { MOCK_PASSWORD } from './scenarios';

const origin = 'http://localhost';
const server = createMockServer();
const client = createClient({ apiBaseUrl: origin });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('scenarioHandlers', () => {
  it('tokenStatus answers fixed properties for any token', async () => {
    const properties = {
      oneTimeToken: 'ott-story',
      actionType: 'IDENTITY__RESET_PASSWORD',
      challenges: [{ required: true, primaryChallenge: { type: 'PUSH' } }],
    };
    server.use(scenarioHandlers.tokenStatus(properties));
    await expect(getOneTimeTokenStatus(client, 'any-token')).resolves.toEqual(properties);
  });

  it('tokenStatus rejects a fixture the core schema would refuse', () => {
    expect(() => scenarioHandlers.tokenStatus({ oneTimeToken: 'ott-story' } as never)).toThrow();
  });

  it('tokenStatus follows the identity host', async () => {
    server.use(
      scenarioHandlers.tokenStatus(
        { oneTimeToken: 'ott-x', actionType: 'IDENTITY__LOGIN' },
        { identityHost: '/id' },
      ),
    );
    const other = createClient({ apiBaseUrl: origin, identityHost: '/id' });
    await expect(getOneTimeTokenStatus(other, 'ott-x')).resolves.toMatchObject({
      oneTimeToken: 'ott-x',
    });
  });

  it('failing answers a status and a JSON body on a path', async () => {
    server.use(
      scenarioHandlers.failing('/login-api/login', 503, {
        code: 'maintenance',
        message: 'Back soon.',
      }),
    );
    const error = await login(client, {
      email: 'sms@gatehouse.test',
      password: MOCK_PASSWORD,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatehouseError);
    expect(error).toMatchObject({ status: 503, code: 'maintenance', serverMessage: 'Back soon.' });
  });

  it('failing without a body answers an empty body', async () => {
    server.use(scenarioHandlers.failing('/login-api/login', 502));
    const response = await fetch(`${origin}/login-api/login`, { method: 'POST' });
    expect(response.status).toBe(502);
    expect(await response.text()).toBe('');
  });

  it('pending never answers', async () => {
    server.use(scenarioHandlers.pending('/login-api/login'));
    const outcome = await fetch(`${origin}/login-api/login`, {
      method: 'POST',
      signal: AbortSignal.timeout(100),
    }).catch((error: unknown) => (error as Error).name);
    expect(outcome).toBe('TimeoutError');
  });
});
