import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installTurnstile, removeCaptchaVendors, type FakeAttempt } from '../../test/captchaFakes';
import {
  holdRequests,
  recordRequests,
  server,
  testConfig,
  setupMockServer,
} from '../../test/mockServer';
import type { CaptchaConfig } from '../captcha/Captcha';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import { LoginFlow } from './LoginFlow';

setupMockServer();
afterEach(() => {
  // Unmount while the vendor global still exists, as it would on a real page.
  cleanup();
  removeCaptchaVendors();
});

/** The JSON bodies of every login request, in order. */
function loginBodies() {
  const bodies: Array<Promise<Record<string, unknown>>> = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/login-api/login') bodies.push(request.clone().json());
  };
  server.events.on('request:start', listener);
  return { all: () => Promise.all(bodies), count: () => bodies.length };
}

async function renderLogin(captcha: CaptchaConfig, attempts: FakeAttempt[] = []) {
  const turnstile = installTurnstile(attempts);
  render(
    <GatehouseProvider config={testConfig()}>
      <LoginFlow captcha={captcha} />
    </GatehouseProvider>,
  );
  const user = userEvent.setup({ delay: null });
  return { user, turnstile };
}

async function logIn(user: ReturnType<typeof userEvent.setup>, email = 'sms@gatehouse.test') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'Password123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginFlow with a captcha', () => {
  it('sends the captcha token, its type and the site key with the login', async () => {
    const bodies = loginBodies();
    const { user, turnstile } = await renderLogin({ siteKey: 'site-key-1' }, [
      { token: 'token-1' },
    ]);
    await waitFor(() => expect(turnstile.render).toHaveBeenCalled());
    await logIn(user);
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toBeInTheDocument();
    expect(await bodies.all()).toEqual([
      expect.objectContaining({
        email: 'sms@gatehouse.test',
        captcha: 'token-1',
        challenge: 'TURNSTILE',
        siteKey: 'site-key-1',
      }),
    ]);
  });

  it('runs the captcha when submitted before the widget has loaded', async () => {
    const bodies = loginBodies();
    const { user } = await renderLogin({ siteKey: 'site-key-1' }, [{ token: 'early-token' }]);
    await logIn(user);
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toBeInTheDocument();
    expect((await bodies.all())[0]).toMatchObject({ captcha: 'early-token' });
  });

  it("shows the server's refusal, resets the widget, and the next attempt sends a fresh token", async () => {
    const bodies = loginBodies();
    const { user, turnstile } = await renderLogin({ siteKey: 'k' }, [
      { token: 'fail' },
      { token: 'fresh' },
    ]);
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Captcha verification failed. Please try again.',
    );
    await waitFor(() => expect(turnstile.reset).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toBeInTheDocument();
    expect((await bodies.all()).map((body) => body.captcha)).toEqual(['fail', 'fresh']);
    // Reset once after the refused attempt; the second run needed no other.
    expect(turnstile.reset).toHaveBeenCalledTimes(1);
  });

  it('shows the captcha message and sends nothing when Turnstile fails with a no-retry code', async () => {
    const requests = recordRequests();
    const { user, turnstile } = await renderLogin({ siteKey: 'k' }, [{ error: '110200' }]);
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Captcha verification failed (error 110200). Please refresh the page and try again.',
    );
    expect(turnstile.execute).toHaveBeenCalledTimes(1);
    expect(requests.count('POST', '/login-api/login')).toBe(0);
    expect(screen.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy');
  });

  it('retries a retryable Turnstile error and logs in', async () => {
    const bodies = loginBodies();
    const { user, turnstile } = await renderLogin({ siteKey: 'k' }, [
      { error: '300010' },
      { token: 'second-try' },
    ]);
    await logIn(user);
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toBeInTheDocument();
    expect(turnstile.execute).toHaveBeenCalledTimes(2);
    expect((await bodies.all())[0]).toMatchObject({ captcha: 'second-try' });
  });

  it('sends one login for a double Enter', async () => {
    const bodies = loginBodies();
    // The first login stays on its way until both Enters are in.
    const login = holdRequests('post', '*/login-api/login');
    const { user, turnstile } = await renderLogin({ siteKey: 'k' });
    await waitFor(() => expect(turnstile.render).toHaveBeenCalled());
    await user.type(screen.getByLabelText('Email'), 'sms@gatehouse.test');
    await user.type(screen.getByLabelText('Password'), 'Password123{Enter}{Enter}');
    await waitFor(() => expect(bodies.count()).toBe(1));
    login.release();
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toBeInTheDocument();
    expect(bodies.count()).toBe(1);
    expect(turnstile.execute).toHaveBeenCalledTimes(1);
  });

  it('without a site key renders no widget, logs once and says the captcha is not initialised', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const requests = recordRequests();
    const { user, turnstile } = await renderLogin({ siteKey: '' });
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Captcha not initialized. Please refresh the page and try again.',
    );
    expect(log).toHaveBeenCalledTimes(1);
    expect(turnstile.render).not.toHaveBeenCalled();
    expect(requests.count('POST', '/login-api/login')).toBe(0);
  });
});
