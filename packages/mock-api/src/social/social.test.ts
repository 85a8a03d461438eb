import { createClient, getOneTimeTokenStatus, login } from '@gatehouse-auth/core';
import { startSocialLogin } from '@gatehouse-auth/core/internal';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/coreClient';
import { useMockApi } from '../../test/useMockApi';
import { MOCK_PASSWORD } from '../kit/fixtures';
import { findToken, resetMockState } from '../kit/state';
import { findScenario } from '../scenarios';
import { socialTestData } from './social';

useMockApi();

const client = createClient({ apiBaseUrl: 'http://localhost' });
const loginStateUrl = 'http://localhost/login';

async function complete(state: string | undefined): Promise<Response> {
  return fetch(`http://localhost${socialTestData.completePath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ state }),
  });
}

const stateOf = (redirectUrl: string) =>
  new URL(redirectUrl, 'http://localhost').searchParams.get('state') ?? undefined;

describe('social sign-in mock', () => {
  it('answers the mock provider page for each provider', async () => {
    for (const provider of ['google', 'facebook', 'apple'] as const) {
      const redirectUrl = await startSocialLogin(client, { provider, loginStateUrl });
      expect(redirectUrl).toMatch(new RegExp(`^/mock/social/${provider}\\?state=[A-Za-z0-9_-]+$`));
    }
  });

  it('completes once: a social-login token for social@ and the login state URL', async () => {
    const redirectUrl = await startSocialLogin(client, { provider: 'google', loginStateUrl });
    const response = await complete(stateOf(redirectUrl));
    expect(response.status).toBe(200);
    const { oneTimeToken, loginStateUrl: back } = (await response.json()) as {
      oneTimeToken: string;
      loginStateUrl: string;
    };
    expect(back).toBe(loginStateUrl);
    const status = await getOneTimeTokenStatus(client, oneTimeToken);
    expect(status.actionType).toBe('IDENTITY__SOCIAL_LOGIN');
    expect(status.challenges?.map((c) => c.primaryChallenge.type)).toEqual(['SMS']);

    const again = await complete(stateOf(redirectUrl));
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'social_state_invalid' });
  });

  it('a login page that did not issue the social token takes it on first use (a new page load)', async () => {
    const redirectUrl = await startSocialLogin(client, { provider: 'facebook', loginStateUrl });
    const { oneTimeToken } = (await (await complete(stateOf(redirectUrl))).json()) as {
      oneTimeToken: string;
    };
    expect(oneTimeToken).toMatch(/^ott-social-/);
    resetMockState();
    expect(findToken(oneTimeToken)).toBeUndefined();
    const status = await getOneTimeTokenStatus(client, oneTimeToken);
    expect(status.actionType).toBe('IDENTITY__SOCIAL_LOGIN');
    expect(await failure(getOneTimeTokenStatus(client, 'ott-social-guess'))).toMatchObject({
      code: 'ott_not_found',
    });
  });

  it('refuses an unknown or missing state', async () => {
    expect((await complete('not-a-state')).status).toBe(400);
    expect((await complete(btoa('{"provider":"GOOGLE"}'))).status).toBe(400);
    expect((await complete(undefined)).status).toBe(400);
  });

  it('answers 500 with an empty body for a guest id starting with social-down', async () => {
    const down = createClient({ apiBaseUrl: 'http://localhost', guestId: 'social-down-1' });
    expect(
      await failure(startSocialLogin(down, { provider: 'apple', loginStateUrl })),
    ).toMatchObject({
      status: 500,
      code: 'unexpected.error',
    });
  });

  it('checks the body like the real backend', async () => {
    const post = (body: Record<string, unknown>) =>
      fetch('http://localhost/gateway/v1/socials', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Client-Id': 'gatehouse-web' },
        body: JSON.stringify(body),
      });
    const valid = { clientId: 'gatehouse-web', provider: 'GOOGLE', loginStateUrl };
    expect((await post(valid)).status).toBe(200);
    expect((await post({ ...valid, provider: 'google' })).status).toBe(400);
    expect((await post({ ...valid, provider: 'TWITTER' })).status).toBe(400);
    expect((await post({ ...valid, clientId: undefined })).status).toBe(400);
    expect((await post({ ...valid, loginStateUrl: '' })).status).toBe(400);
    const noClientHeader = await fetch('http://localhost/gateway/v1/socials', {
      method: 'POST',
      body: JSON.stringify(valid),
    });
    expect(noClientHeader.status).toBe(400);
  });

  it('lists social@ as a social-only account: a password login answers 401', async () => {
    expect(findScenario('social@gatehouse.test')?.actionType).toBe('IDENTITY__SOCIAL_LOGIN');
    expect(
      await failure(login(client, { email: 'social@gatehouse.test', password: MOCK_PASSWORD })),
    ).toMatchObject({
      status: 401,
      code: 'invalid_email_password',
    });
  });
});
