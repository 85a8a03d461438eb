import type { Challenge, GatehouseError } from '@gatehouse-auth/core';
import type { PasskeyAssertion, PasskeyCeremony } from '@gatehouse-auth/core/internal';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  holdRequests,
  recordRequests,
  server,
  testConfig,
  setupMockServer,
} from '../../../test/mockServer';
import { ChallengeFlow, type ChallengeFlowProps } from '../../challengeFlow/ChallengeFlow';
import { PasskeyCeremonyContext } from '../../passkey/passkeyCeremonyContext';
import { Screen } from '../../primitives/Screen';
import { GatehouseProvider } from '../../provider/GatehouseProvider';
import type { ChallengeProps } from '../../registry/challengeDefinition';
import { defaultChallenges } from '../defaultChallenges';

setupMockServer();

const ott = 'ott-passkey';
const title = 'Use your passkey';
const continueButton = () => screen.getByRole('button', { name: 'Continue with passkey' });
const statusPath = '*/gateway/identity/api/v1/one-time-token/status';
const optionsPath = '*/gateway/v1/one-time-token/passkey/options';
const verifyPath = '*/gateway/v1/one-time-token/passkey/verify';
const requestOptions = {
  challenge: 'Y2hhbGxlbmdl',
  timeout: 60000,
  rpId: 'localhost',
  userVerification: 'preferred',
};
const assertion: PasskeyAssertion = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: {
    clientDataJSON: 'e30',
    authenticatorData: 'AAAA',
    signature: 'c2ln',
    userHandle: 'dXNlcg',
  },
  clientExtensionResults: {},
  authenticatorAttachment: 'platform',
};
const passkey: Challenge = { type: 'PASSKEY', viewData: { attributes: {} } };
const totp: Challenge = { type: 'TOTP', viewData: { attributes: {} } };

/**
 * The token offers PASSKEY (with `alternatives`) until a verify passes it; options and verify
 * answer like the contract. H1's real handlers check signatures; these stand in for them.
 */
function passkeyBackend({
  alternatives = [totp] as Challenge[],
  verify,
}: { alternatives?: Challenge[]; verify?: () => Response | Promise<Response> } = {}) {
  let passed = false;
  const verifications: Array<{ sessionId: string | null; ott: string | null; body: unknown }> = [];
  server.use(
    http.get(statusPath, () =>
      HttpResponse.json({
        oneTimeTokenProperties: {
          oneTimeToken: ott,
          actionType: 'IDENTITY__LOGIN',
          challenges: passed ? [] : [{ required: true, primaryChallenge: passkey, alternatives }],
        },
      }),
    ),
    http.get(optionsPath, () =>
      HttpResponse.json({
        status: 'OK',
        data: { passkeyOptions: requestOptions, sessionId: 'session-1' },
      }),
    ),
    http.post(verifyPath, async ({ request }) => {
      verifications.push({
        sessionId: request.headers.get('X-Passkey-Session-Id'),
        ott: request.headers.get('One-Time-Token'),
        body: await request.json(),
      });
      if (verify) return verify();
      passed = true;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { verifications };
}

/** The browser can parse passkey JSON (SPEC.md §5); jsdom has no PublicKeyCredential of its own. */
function browserSupportsPasskeys(supported: boolean) {
  if (supported) vi.stubGlobal('PublicKeyCredential', { parseRequestOptionsFromJSON: () => ({}) });
  else vi.stubGlobal('PublicKeyCredential', undefined);
}

function renderFlow(ceremony: PasskeyCeremony, props: Pick<ChallengeFlowProps, 'challenges'> = {}) {
  const onSuccess = vi.fn();
  const onError = vi.fn<(error: GatehouseError) => void>();
  const view = render(
    <GatehouseProvider config={testConfig()} onError={onError}>
      <PasskeyCeremonyContext.Provider value={ceremony}>
        <ChallengeFlow ott={ott} onSuccess={onSuccess} {...props} />
      </PasskeyCeremonyContext.Provider>
    </GatehouseProvider>,
  );
  return { ...view, onSuccess, onError };
}

const resolvingCeremony = () => vi.fn<PasskeyCeremony>().mockResolvedValue(assertion);

beforeEach(() => browserSupportsPasskeys(true));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PasskeyChallenge', () => {
  it('waits for the click, runs the ceremony with the options, verifies, and the flow succeeds', async () => {
    const user = userEvent.setup({ delay: null });
    const { verifications } = passkeyBackend();
    const ceremony = resolvingCeremony();
    const requests = recordRequests();
    const { onSuccess, onError } = renderFlow(ceremony);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Confirm it's you with the passkey saved on this device or your password manager.",
      ),
    ).toBeInTheDocument();
    // Safari needs a user gesture: nothing starts on its own.
    expect(ceremony).not.toHaveBeenCalled();
    expect(requests.count('GET', '/passkey/options')).toBe(0);

    await user.click(continueButton());
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ oneTimeToken: ott, actionType: 'IDENTITY__LOGIN' }),
    );
    expect(ceremony).toHaveBeenCalledTimes(1);
    expect(ceremony.mock.calls[0]![0]).toEqual(requestOptions);
    expect(ceremony.mock.calls[0]![1]).toMatchObject({ conditional: false });
    expect(verifications).toEqual([
      { sessionId: 'session-1', ott, body: { publicKeyCredential: assertion } },
    ]);
    expect(onError).not.toHaveBeenCalled();
    requests.stop();
  });

  it('a cancelled ceremony shows "Something went wrong.", is tracked, and the button tries again', async () => {
    const user = userEvent.setup({ delay: null });
    const { verifications } = passkeyBackend();
    const ceremony = vi
      .fn<PasskeyCeremony>()
      .mockRejectedValueOnce(
        new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
      )
      .mockResolvedValueOnce(assertion);
    const { onSuccess, onError } = renderFlow(ceremony);
    await screen.findByRole('heading', { name: title });
    await user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(continueButton()).not.toHaveAttribute('aria-busy');
    expect(verifications).toEqual([]);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'passkey.failed', serverMessage: 'NotAllowedError' }),
    );
    await user.click(continueButton());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(ceremony).toHaveBeenCalledTimes(2);
  });

  it("shows the server's message, as text, when the verify is refused", async () => {
    const user = userEvent.setup({ delay: null });
    const message = 'We could not verify your passkey. <b>Try again</b>';
    passkeyBackend({
      verify: () =>
        HttpResponse.json({ code: 'passkey_verification_failed', message }, { status: 400 }),
    });
    const { onSuccess } = renderFlow(resolvingCeremony());
    await screen.findByRole('heading', { name: title });
    await user.click(continueButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert.querySelector('b')).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('a passkey the server deleted: the browser is told, the alert says so, and another way is offered', async () => {
    const user = userEvent.setup({ delay: null });
    const signalUnknownCredential = vi.fn(async () => undefined);
    vi.stubGlobal('PublicKeyCredential', {
      parseRequestOptionsFromJSON: () => ({}),
      signalUnknownCredential,
    });
    passkeyBackend({
      verify: () =>
        HttpResponse.json(
          { code: 'passkey.credential_unknown', params: { credentialId: 'cred-1' } },
          { status: 400 },
        ),
    });
    const { onSuccess } = renderFlow(resolvingCeremony());
    await screen.findByRole('heading', { name: title });
    await user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This passkey is no longer linked to your account, so your browser won't offer it again. Approve another way.",
    );
    expect(signalUnknownCredential).toHaveBeenCalledWith({
      rpId: 'localhost',
      credentialId: 'cred-1',
    });
    expect(screen.getByRole('button', { name: 'Approve another way' })).toBeEnabled();
    expect(onSuccess).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('a server error shows "Something went wrong." and the user can retry', async () => {
    const user = userEvent.setup({ delay: null });
    passkeyBackend();
    server.use(
      http.get(optionsPath, () => new HttpResponse(null, { status: 503 }), { once: true }),
    );
    const { onSuccess } = renderFlow(resolvingCeremony());
    await screen.findByRole('heading', { name: title });
    await user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    await user.click(continueButton());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });

  it('a double click sends one options request and runs one ceremony', async () => {
    const user = userEvent.setup({ delay: null });
    passkeyBackend();
    // The options stay on their way until both clicks are in.
    const options = holdRequests('get', optionsPath);
    const ceremony = resolvingCeremony();
    const requests = recordRequests();
    const { onSuccess } = renderFlow(ceremony);
    await screen.findByRole('heading', { name: title });
    await user.dblClick(continueButton());
    await waitFor(() => expect(requests.count('GET', '/one-time-token/passkey/options')).toBe(1));
    options.release();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(requests.count('GET', '/one-time-token/passkey/options')).toBe(1);
    expect(requests.count('POST', '/one-time-token/passkey/verify')).toBe(1);
    expect(ceremony).toHaveBeenCalledTimes(1);
    requests.stop();
  });

  it('keeps the button busy while the passkey is checked', async () => {
    const user = userEvent.setup({ delay: null });
    passkeyBackend();
    renderFlow(() => new Promise<PasskeyAssertion>(() => {}));
    await screen.findByRole('heading', { name: title });
    await user.click(continueButton());
    expect(continueButton()).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('status')).toHaveTextContent('Waiting for your passkey…');
  });

  it('a browser that cannot parse passkey JSON at click time gets the not-supported modal; Close returns to the button', async () => {
    const user = userEvent.setup({ delay: null });
    passkeyBackend();
    const ceremony = resolvingCeremony();
    const requests = recordRequests();
    renderFlow(ceremony);
    await screen.findByRole('heading', { name: title });
    browserSupportsPasskeys(false);
    await user.click(continueButton());
    const dialog = await screen.findByRole('dialog', {
      name: "Your browser doesn't support passkeys",
    });
    expect(dialog).toHaveTextContent(
      'Passkeys work in the latest versions of Chrome, Edge, Safari and Firefox. Update your browser or log in with your email and password.',
    );
    expect(screen.getByRole('link', { name: 'See supported browsers' })).toHaveAttribute(
      'href',
      '/help/articles/supported-browsers',
    );
    expect(
      screen.getByRole('heading', { name: "Your browser doesn't support passkeys" }),
    ).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(continueButton()).toHaveFocus();
    expect(ceremony).not.toHaveBeenCalled();
    expect(requests.count('GET', '/passkey/options')).toBe(0);
    requests.stop();
  });

  it('"Approve another way" opens the other methods', async () => {
    const user = userEvent.setup({ delay: null });
    passkeyBackend();
    renderFlow(resolvingCeremony());
    await screen.findByRole('heading', { name: title });
    await user.click(screen.getByRole('button', { name: 'Approve another way' }));
    expect(
      await screen.findByRole('heading', { name: 'Choose a 2-step verification method' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Authenticator app' })).toBeInTheDocument();
  });

  it('has no "Approve another way" without alternatives', async () => {
    passkeyBackend({ alternatives: [] });
    renderFlow(resolvingCeremony());
    await screen.findByRole('heading', { name: title });
    expect(screen.queryByRole('button', { name: 'Approve another way' })).not.toBeInTheDocument();
  });

  it('unmounting during the ceremony aborts it and sends nothing more', async () => {
    const user = userEvent.setup({ delay: null });
    passkeyBackend();
    let signal: AbortSignal | undefined;
    const ceremony = vi.fn<PasskeyCeremony>((_, how) => {
      signal = how.signal;
      return new Promise<PasskeyAssertion>((_resolve, reject) =>
        how.signal.addEventListener('abort', () =>
          reject(new DOMException('Aborted', 'AbortError')),
        ),
      );
    });
    const { unmount, onSuccess, onError } = renderFlow(ceremony);
    await screen.findByRole('heading', { name: title });
    await user.click(continueButton());
    await waitFor(() => expect(ceremony).toHaveBeenCalledTimes(1));
    const requests = recordRequests();
    unmount();
    expect(signal?.aborted).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests.all).toEqual([]);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    requests.stop();
  });

  it('unmounting during the verify acts on no late answer', async () => {
    const user = userEvent.setup({ delay: null });
    // The verify answers only after the unmount.
    let answer = () => {};
    const released = new Promise<void>((resolve) => (answer = resolve));
    let sent = () => {};
    const answered = new Promise<void>((resolve) => (sent = resolve));
    passkeyBackend({
      verify: async () => {
        await released;
        sent();
        return new HttpResponse(null, { status: 204 });
      },
    });
    const { unmount, onSuccess, onError } = renderFlow(resolvingCeremony());
    await screen.findByRole('heading', { name: title });
    const requests = recordRequests();
    await user.click(continueButton());
    await waitFor(() => expect(requests.count('POST', '/passkey/verify')).toBe(1));
    unmount();
    answer();
    await answered;
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(requests.all.filter((r) => !r.includes('/passkey/'))).toEqual([]);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    requests.stop();
  });
});

describe('PASSKEY is not offered where unsupported', () => {
  it('a browser without passkey JSON goes to the next alternative', async () => {
    browserSupportsPasskeys(false);
    passkeyBackend({ alternatives: [totp] });
    const requests = recordRequests();
    const ceremony = resolvingCeremony();
    renderFlow(ceremony);
    expect(
      await screen.findByRole('heading', { name: 'Enter the code from your authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: title })).not.toBeInTheDocument();
    expect(requests.count('GET', '/passkey/options')).toBe(0);
    requests.stop();
  });

  it("a host's own PASSKEY component decides for itself", async () => {
    browserSupportsPasskeys(false);
    passkeyBackend({ alternatives: [totp] });
    function HostPasskey({ challenge }: ChallengeProps) {
      return <Screen title="The host's passkey screen">{challenge.type}</Screen>;
    }
    renderFlow(resolvingCeremony(), {
      challenges: {
        PASSKEY: { ...defaultChallenges.PASSKEY, component: HostPasskey, available: () => true },
      },
    });
    expect(
      await screen.findByRole('heading', { name: "The host's passkey screen" }),
    ).toBeInTheDocument();
  });
});
