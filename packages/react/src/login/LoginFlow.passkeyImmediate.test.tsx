import type { PasskeyAssertion, PasskeyCeremony } from '@gatehouse-auth/core/internal';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  oneTimeTokenFor,
  recordRequests,
  server,
  testConfig,
  setupMockServer,
} from '../../test/mockServer';
import { PasskeyCeremonyContext } from '../passkey/passkeyCeremonyContext';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import { LoginFlow, type LoginFlowProps } from './LoginFlow';

// The one-press login (immediate mediation), a passkey the server deleted, and a login opened
// at its second factor with a token the page obtained itself.

setupMockServer();

const assertion: PasskeyAssertion = {
  id: 'cred-7',
  rawId: 'cred-7',
  type: 'public-key',
  response: { clientDataJSON: 'c', authenticatorData: 'a', signature: 's', userHandle: 'u' },
  clientExtensionResults: {},
};

/** Passkey routes answered here (the real mock checks signatures a test cannot make). */
function passkeyBackend(loginAnswer?: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.get('*/gateway/v1/login/passkey/options', () =>
      HttpResponse.json({
        data: {
          loginOptions: { challenge: 'chal', timeout: 60000, rpId: 'localhost' },
          passkeyOptionsId: 'po-1',
        },
      }),
    ),
    http.post('*/gateway/v2/login', async ({ request }) => {
      bodies.push(await request.json());
      if (loginAnswer) return loginAnswer();
      const oneTimeToken = await oneTimeTokenFor('no-2fa@gatehouse.test');
      return HttpResponse.json({ data: { oneTimeTokenProperties: { oneTimeToken } } });
    }),
  );
  return bodies;
}

/** A browser with passkeys; `capabilities` is what getClientCapabilities() reports. */
function browser(capabilities: Record<string, boolean>) {
  const signalUnknownCredential = vi.fn(async () => undefined);
  vi.stubGlobal('PublicKeyCredential', {
    parseRequestOptionsFromJSON: () => ({}),
    isConditionalMediationAvailable: async () => false,
    getClientCapabilities: vi.fn(async () => capabilities),
    signalUnknownCredential,
  });
  return { signalUnknownCredential };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLogin(props: LoginFlowProps, ceremony: PasskeyCeremony) {
  const view = render(
    <GatehouseProvider config={testConfig()}>
      <PasskeyCeremonyContext.Provider value={ceremony}>
        <LoginFlow {...props} />
      </PasskeyCeremonyContext.Provider>
    </GatehouseProvider>,
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const logIn = () => screen.getByRole('button', { name: 'Log in' });
const email = () => screen.getByLabelText('Email');
const noPasskey: PasskeyCeremony = () =>
  Promise.reject(new DOMException('No passkey on this device.', 'NotAllowedError'));

/** Presses Log in once the flow has read the browser's capabilities (its controller is loaded). */
async function pressWhenReady(user: ReturnType<typeof userEvent.setup>) {
  const read = (
    globalThis.PublicKeyCredential as unknown as { getClientCapabilities: ReturnType<typeof vi.fn> }
  ).getClientCapabilities;
  await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
  await new Promise((resolve) => setTimeout(resolve, 10));
  await user.click(logIn());
}

describe('LoginFlow: the one-press login (immediateGet)', () => {
  it('Log in with the email empty asks the browser for a passkey on this device and signs in with it; Log in waits, a second press does nothing', async () => {
    browser({ immediateGet: true, conditionalGet: false });
    const bodies = passkeyBackend();
    let give!: (value: PasskeyAssertion) => void;
    const ceremony = vi.fn<PasskeyCeremony>(() => new Promise((resolve) => (give = resolve)));
    const onSuccess = vi.fn();
    const { user } = renderLogin({ onSuccess }, ceremony);
    await pressWhenReady(user);
    expect(ceremony).toHaveBeenCalledWith(
      { challenge: 'chal', timeout: 60000, rpId: 'localhost' },
      expect.objectContaining({ conditional: false, immediate: true }),
    );
    expect(logIn()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Log in with a passkey' })).not.toHaveAttribute(
      'aria-busy',
    );
    await user.click(logIn());
    await user.click(screen.getByRole('button', { name: 'Log in with a passkey' }));
    expect(ceremony).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Please fill this field')).not.toBeInTheDocument();
    give(assertion);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ location: '/home' }));
    expect(bodies).toEqual([
      expect.objectContaining({ identifier: 'cred-7', authenticationType: 'passkey' }),
    ]);
  });

  it('no passkey on this device: the browser answers at once and the validation shows as today, focus on the email', async () => {
    browser({ immediateGet: true });
    passkeyBackend();
    const requests = recordRequests();
    const ceremony = vi.fn(noPasskey);
    const { user } = renderLogin({}, ceremony);
    await pressWhenReady(user);
    await waitFor(() => expect(email()).toHaveFocus());
    expect(email()).toHaveAccessibleDescription('Please fill this field');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please fill this field');
    expect(logIn()).not.toHaveAttribute('aria-busy');
    expect(requests.count('POST', '/gateway/v2/login')).toBe(0);
    requests.stop();

    // The password login goes on as before.
    await user.type(email(), 'sms@gatehouse.test');
    await user.type(screen.getByLabelText('Password'), 'Password123');
    await user.click(logIn());
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toBeInTheDocument();
    expect(ceremony).toHaveBeenCalledTimes(1);
  });

  it('where the browser reports no immediateGet, or no capabilities at all, Log in validates at once and asks nothing', async () => {
    for (const capabilities of [{ immediateGet: false }, {}] as Record<string, boolean>[]) {
      browser(capabilities);
      const requests = recordRequests();
      const ceremony = vi.fn(noPasskey);
      const { user, unmount } = renderLogin({}, ceremony);
      await waitFor(() => expect(requests.count('GET', '/login/passkey/options')).toBe(0));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await user.click(logIn());
      expect(email()).toHaveFocus();
      expect(email()).toHaveAccessibleDescription('Please fill this field');
      expect(ceremony).not.toHaveBeenCalled();
      expect(requests.count('GET', '/login/passkey/options')).toBe(0);
      requests.stop();
      unmount();
    }
  });

  it('with an email typed, Log in is the password login, and the browser is not asked', async () => {
    browser({ immediateGet: true });
    const ceremony = vi.fn(noPasskey);
    const { user } = renderLogin({}, ceremony);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await user.type(email(), 'sms@gatehouse.test');
    await user.type(screen.getByLabelText('Password'), 'Password123');
    await user.click(logIn());
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toBeInTheDocument();
    expect(ceremony).not.toHaveBeenCalled();
  });

  it('unmounted while the browser asks: the request is aborted and nothing is unhandled', async () => {
    const rejections = vi.fn();
    process.on('unhandledRejection', rejections);
    try {
      browser({ immediateGet: true });
      passkeyBackend();
      const signals: AbortSignal[] = [];
      const ceremony = vi.fn<PasskeyCeremony>(
        (_options, how) =>
          new Promise((_resolve, reject) => {
            signals.push(how.signal);
            how.signal.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      );
      const { user, unmount } = renderLogin({}, ceremony);
      await pressWhenReady(user);
      unmount();
      expect(signals[0]?.aborted).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(rejections).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', rejections);
    }
  });
});

describe('LoginFlow: a passkey the server deleted', () => {
  it('tells the browser, then says the passkey is gone with the form and its other ways still there', async () => {
    const { signalUnknownCredential } = browser({});
    passkeyBackend(() =>
      HttpResponse.json(
        { code: 'passkey.credential_unknown', params: { credentialId: 'cred-7' } },
        { status: 400 },
      ),
    );
    const { user } = renderLogin({}, async () => assertion);
    await user.click(screen.getByRole('button', { name: 'Log in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This passkey is no longer linked to your account, so your browser won't offer it again. Log in with your email and password instead.",
    );
    expect(signalUnknownCredential).toHaveBeenCalledWith({
      rpId: 'localhost',
      credentialId: 'cred-7',
    });
    expect(email()).toBeEnabled();
    expect(logIn()).toBeEnabled();
  });
});

describe('LoginFlow oneTimeToken', () => {
  it('opens at the second factor with a token the page obtained itself, sending no first factor', async () => {
    browser({});
    const oneTimeToken = await oneTimeTokenFor('sms@gatehouse.test');
    const requests = recordRequests();
    renderLogin({ oneTimeToken }, noPasskey);
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(requests.count('POST', '/login-api/login')).toBe(0);
    expect(requests.count('POST', '/gateway/v2/login')).toBe(0);
    requests.stop();
  });
});
