import { createClient } from '@gatehouse-auth/core';
import { startSocialLogin } from '@gatehouse-auth/core/internal';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { recordRequests, testConfig, setupMockServer } from '../../test/mockServer';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import { LoginFlow } from './LoginFlow';

setupMockServer();

afterEach(() => {
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
});

function renderLogin(config = testConfig()) {
  const view = render(
    <GatehouseProvider config={config}>
      <LoginFlow socialProviders={['google']} passkeys={false} />
    </GatehouseProvider>,
  );
  return { ...view, config, user: userEvent.setup({ delay: null }) };
}

/** The mock provider's "Continue": the social-login token and the loginStateUrl the sign-in started with. */
async function completeAtProvider(
  providerPage: string,
): Promise<{ oneTimeToken: string; loginStateUrl: string }> {
  const state = new URL(providerPage, window.location.href).searchParams.get('state');
  const response = await fetch(new URL('/mock-api/socials/complete', window.location.href), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ state }),
  });
  return (await response.json()) as { oneTimeToken: string; loginStateUrl: string };
}

/** A social sign-in someone else started and finished (their own browser): a valid token and their state. */
async function someoneElsesReturn(): Promise<string> {
  const loginStateUrl = `${window.location.origin}/login?socialState=${'a1'.repeat(32)}`;
  const providerPage = await startSocialLogin(createClient(testConfig()), {
    provider: 'google',
    loginStateUrl,
  });
  const completed = await completeAtProvider(providerPage);
  return `${completed.loginStateUrl}#ott=${completed.oneTimeToken}`;
}

describe('LoginFlow: back from social sign-in', () => {
  it('sends this tab’s state in loginStateUrl and resumes at the second factor when the return brings it back', async () => {
    window.history.replaceState(null, '', '/login');
    const first = renderLogin();
    await first.user.click(screen.getByRole('button', { name: 'Log in with Google' }));
    await waitFor(() => expect(first.config.navigation.assign).toHaveBeenCalledTimes(1));
    const completed = await completeAtProvider(
      String(first.config.navigation.assign.mock.calls[0]![0]),
    );
    expect(completed.loginStateUrl).toMatch(/\/login\?socialState=[0-9a-f]{64}$/);
    first.unmount();

    // The provider sends the browser back: a new page load of loginStateUrl with the token.
    window.history.replaceState(
      null,
      '',
      `${completed.loginStateUrl}#ott=${completed.oneTimeToken}`,
    );
    const requests = recordRequests();
    renderLogin();
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/login',
    );
    expect(sessionStorage.length).toBe(0);
    expect(requests.count('GET', '/one-time-token/status')).toBeGreaterThan(0);
    requests.stop();
  });

  it('refuses a forged link (a valid token, no state) opened in a fresh tab: the error, and no token call', async () => {
    const forged = new URL(await someoneElsesReturn());
    forged.search = '';
    window.history.replaceState(null, '', forged.href);
    const requests = recordRequests();
    renderLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again.',
    );
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/login',
    );
    expect(screen.getByLabelText('Email')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Log in with Google' })).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests.count('GET', '/one-time-token/status')).toBe(0);
    expect(requests.count('POST', '/v2/auth')).toBe(0);
    requests.stop();
  });

  it('refuses a return with another browser’s state while this tab waits for its own sign-in', async () => {
    window.history.replaceState(null, '', '/login');
    const first = renderLogin();
    await first.user.click(screen.getByRole('button', { name: 'Log in with Google' }));
    await waitFor(() => expect(first.config.navigation.assign).toHaveBeenCalledTimes(1));
    expect(sessionStorage.length).toBe(1);
    first.unmount();

    window.history.replaceState(null, '', await someoneElsesReturn());
    const requests = recordRequests();
    renderLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again.',
    );
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('');
    // The tab's own state is spent too: a late genuine return would be refused as well.
    expect(sessionStorage.length).toBe(0);
    expect(requests.count('GET', '/one-time-token/status')).toBe(0);
    requests.stop();
  });
});
