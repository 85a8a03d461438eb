import type { PasskeyAssertion, PasskeyCeremony } from '@gatehouse-auth/core/internal';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installTurnstile, removeCaptchaVendors } from '../../test/captchaFakes';
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

setupMockServer();

const assertion: PasskeyAssertion = {
  id: 'cred-7',
  rawId: 'cred-7',
  type: 'public-key',
  response: { clientDataJSON: 'c', authenticatorData: 'a', signature: 's', userHandle: 'u' },
  clientExtensionResults: {},
};

/**
 * The passkey routes with answers of our own (the real mock checks signatures a test cannot make);
 * the login answers a real mock token of an account without a second factor.
 */
function passkeyBackend(loginAnswer?: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.get('*/gateway/v1/login/passkey/options', () =>
      HttpResponse.json({
        data: { loginOptions: { challenge: 'chal', timeout: 60000 }, passkeyOptionsId: 'po-1' },
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

function supportPasskeys(conditional = false) {
  vi.stubGlobal('PublicKeyCredential', {
    parseRequestOptionsFromJSON: () => ({}),
    isConditionalMediationAvailable: async () => conditional,
  });
}

afterEach(() => {
  cleanup();
  removeCaptchaVendors();
  vi.unstubAllGlobals();
});

function renderLogin(props: LoginFlowProps, ceremony: PasskeyCeremony, config = testConfig()) {
  render(
    <GatehouseProvider config={config}>
      <PasskeyCeremonyContext.Provider value={ceremony}>
        <LoginFlow {...props} />
      </PasskeyCeremonyContext.Provider>
    </GatehouseProvider>,
  );
  return { user: userEvent.setup({ delay: null }), config };
}

const passkeyButton = () => screen.getByRole('button', { name: 'Log in with a passkey' });

describe('LoginFlow with passkeys', () => {
  it('logs in with a passkey and exchanges the approved token', async () => {
    supportPasskeys();
    const bodies = passkeyBackend();
    const ceremony = vi.fn<PasskeyCeremony>(async () => assertion);
    const onSuccess = vi.fn();
    const { user } = renderLogin({ onSuccess }, ceremony);
    await user.click(passkeyButton());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ location: '/home' }));
    expect(ceremony).toHaveBeenCalledWith(
      { challenge: 'chal', timeout: 60000 },
      expect.objectContaining({ conditional: false }),
    );
    expect(bodies).toEqual([
      expect.objectContaining({
        identifier: 'cred-7',
        authenticationType: 'passkey',
        passkeyParameters: { passkeyOptionsId: 'po-1', credentials: assertion },
      }),
    ]);
  });

  it('runs the captcha once the user has chosen a passkey, and sends its answer with the passkey login', async () => {
    supportPasskeys();
    const bodies = passkeyBackend();
    const turnstile = installTurnstile([{ token: 'passkey-token' }]);
    const onSuccess = vi.fn();
    const { user } = renderLogin(
      { onSuccess, captcha: { siteKey: 'site-key-9' } },
      async () => assertion,
    );
    await waitFor(() => expect(turnstile.render).toHaveBeenCalled());
    expect(turnstile.execute).not.toHaveBeenCalled();
    await user.click(passkeyButton());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ location: '/home' }));
    expect(bodies).toEqual([
      expect.objectContaining({
        authenticationType: 'passkey',
        captcha: 'passkey-token',
        challenge: 'TURNSTILE',
        siteKey: 'site-key-9',
      }),
    ]);
  });

  it('shows "Something went wrong." after a cancelled ceremony, and the password login still works', async () => {
    supportPasskeys();
    passkeyBackend();
    const onError = vi.fn();
    const ceremony: PasskeyCeremony = async () => {
      throw new DOMException('cancelled', 'NotAllowedError');
    };
    render(
      <GatehouseProvider config={testConfig()} onError={onError}>
        <PasskeyCeremonyContext.Provider value={ceremony}>
          <LoginFlow />
        </PasskeyCeremonyContext.Provider>
      </GatehouseProvider>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(passkeyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'passkey.failed' }));

    await user.type(screen.getByLabelText('Email'), 'sms@gatehouse.test');
    await user.type(screen.getByLabelText('Password'), 'Password123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toBeInTheDocument();
  });

  it('opens the not-supported dialog where the browser cannot parse passkey JSON, and sends nothing', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    const requests = recordRequests();
    const ceremony = vi.fn<PasskeyCeremony>();
    const { user } = renderLogin({}, ceremony);
    await user.click(passkeyButton());
    const dialog = await screen.findByRole('dialog', {
      name: "Your browser doesn't support passkeys",
    });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See supported browsers' })).toHaveAttribute(
      'href',
      '/help/articles/supported-browsers',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(passkeyButton()).toHaveFocus();
    expect(ceremony).not.toHaveBeenCalled();
    expect(requests.all.filter((request) => request.includes('passkey'))).toEqual([]);
    requests.stop();
  });

  it('offers passkey autofill once the form is usable, and a password submit aborts it', async () => {
    supportPasskeys(true);
    passkeyBackend();
    const requests = recordRequests();
    const signals: AbortSignal[] = [];
    const ceremony = vi.fn<PasskeyCeremony>((_options, how) => {
      signals.push(how.signal);
      return new Promise(() => {});
    });
    const { user } = renderLogin({}, ceremony);
    await waitFor(() =>
      expect(ceremony).toHaveBeenCalledWith(
        expect.anything(),
        expect.objectContaining({ conditional: true }),
      ),
    );
    expect(requests.count('GET', '/login/passkey/options')).toBe(1);

    await user.type(screen.getByLabelText('Email'), 'sms@gatehouse.test');
    await user.type(screen.getByLabelText('Password'), 'Password123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(signals[0]?.aborted).toBe(true);
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toBeInTheDocument();
    requests.stop();
  });

  it('logs in when the user picks a passkey from the autofill', async () => {
    supportPasskeys(true);
    const bodies = passkeyBackend();
    const onSuccess = vi.fn();
    renderLogin({ onSuccess }, async () => assertion);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ location: '/home' }));
    expect(bodies).toHaveLength(1);
  });

  it('offers no passkey button or autofill in the invite and data-sharing variants, or when switched off', async () => {
    supportPasskeys(true);
    const ceremony = vi.fn<PasskeyCeremony>();
    for (const props of [
      { variant: 'businessInvite', email: 'a@b.test' },
      { variant: 'dataSharing' },
      { passkeys: false },
    ] as const) {
      const { unmount } = render(
        <GatehouseProvider config={testConfig()}>
          <PasskeyCeremonyContext.Provider value={ceremony}>
            <LoginFlow {...props} />
          </PasskeyCeremonyContext.Provider>
        </GatehouseProvider>,
      );
      expect(
        screen.queryByRole('button', { name: 'Log in with a passkey' }),
      ).not.toBeInTheDocument();
      unmount();
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ceremony).not.toHaveBeenCalled();
  });
});

describe('LoginFlow: info message', () => {
  it('shows the host info message after the first factor and continues to the second', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    const { user } = renderLogin(
      { infoMessage: { title: 'Before you go on', message: 'We changed how 2-step login works.' } },
      vi.fn<PasskeyCeremony>(),
    );
    await user.type(screen.getByLabelText('Email'), 'sms@gatehouse.test');
    await user.type(screen.getByLabelText('Password'), 'Password123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const heading = await screen.findByRole('heading', { name: 'Before you go on' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('We changed how 2-step login works.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toBeInTheDocument();
  });
});
