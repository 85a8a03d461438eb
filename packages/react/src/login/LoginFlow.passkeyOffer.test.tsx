import type { GatehouseEvent } from '@gatehouse-auth/core';
import type { PasskeyCreationCeremony } from '@gatehouse-auth/core/internal';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server, setupMockServer, testConfig } from '../../test/mockServer';
import { PasskeyCreationContext } from '../passkey/passkeyCreationContext';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import { LoginFlow, type LoginFlowProps } from './LoginFlow';

setupMockServer();
// The mock's registration options load @simplewebauthn/server on first use.
vi.setConfig({ testTimeout: 20_000 });

const registration = {
  id: 'cred-new',
  rawId: 'cred-new',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nm' },
  clientExtensionResults: {},
};

/** A browser that can create passkeys; `conditionalCreate` as its capabilities say. */
function browserCreates(conditionalCreate = false) {
  vi.stubGlobal('PublicKeyCredential', {
    parseRequestOptionsFromJSON: () => ({}),
    parseCreationOptionsFromJSON: () => ({}),
    isConditionalMediationAvailable: async () => false,
    getClientCapabilities: async () => ({ conditionalCreate }),
  });
}

/** The server stores whatever credential it is sent (the mock verifies real ones only). */
function serverStores() {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/gateway/v1/user/passkeys', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ data: { credentialId: 'cred-new' } }, { status: 201 });
    }),
  );
  return bodies;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLogin(creation: PasskeyCreationCeremony, props: LoginFlowProps = {}) {
  const config = testConfig();
  const events: GatehouseEvent[] = [];
  const onError = vi.fn();
  render(
    <GatehouseProvider config={config} onError={onError}>
      <PasskeyCreationContext.Provider value={creation}>
        <LoginFlow {...props} onEvent={(event) => events.push(event)} />
      </PasskeyCreationContext.Provider>
    </GatehouseProvider>,
  );
  return { user: userEvent.setup({ delay: null }), config, events, onError };
}

async function logIn(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'Password123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

// The second factor's and the offer's chunks load on the way: slow on a busy machine.
const slow = { timeout: 10_000 };
const offerHeading = () => screen.findByRole('heading', { name: 'Log in faster next time' }, slow);
const passkeyEvents = (events: GatehouseEvent[]) =>
  events.filter((event) => event.type.startsWith('passkey'));

describe('LoginFlow: the passkey offer', () => {
  it('offers a passkey after the password login; "Create a passkey" says so, then goes on', async () => {
    browserCreates();
    const stored = serverStores();
    const creation = vi.fn<PasskeyCreationCeremony>(async () => registration);
    const { user, config, events } = renderLogin(creation);
    await logIn(user, 'passkey-offer@gatehouse.test');
    expect(await offerHeading()).toHaveFocus();
    expect(
      screen.getByText(/A passkey lets you log in with your fingerprint, face or screen lock/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeInTheDocument();
    expect(config.navigation.assign).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Create a passkey' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Passkey created'), {
      timeout: 5000,
    });
    expect(creation).toHaveBeenCalledWith(
      expect.objectContaining({
        user: expect.objectContaining({ name: 'passkey-offer@gatehouse.test' }),
      }),
      { conditional: false, signal: expect.any(AbortSignal) },
    );
    expect(stored).toEqual([
      { passkeyRegistrationId: expect.stringMatching(/^pkr-/), credential: registration },
    ]);
    await waitFor(
      () => expect(config.navigation.assign).toHaveBeenCalledWith(`${window.location.origin}/home`),
      { timeout: 3000 },
    );
    expect(passkeyEvents(events)).toEqual([
      { type: 'passkeyOfferShown', flow: 'login' },
      { type: 'passkeyCreated', flow: 'login', automatic: false },
    ]);
    expect(events).toContainEqual({ type: 'screenShown', flow: 'login', screen: 'passkeyOffer' });
  });

  it('"Not now", by keyboard alone, goes on at once', async () => {
    browserCreates();
    const creation = vi.fn<PasskeyCreationCeremony>(async () => registration);
    const { user, config, events } = renderLogin(creation);
    await logIn(user, 'passkey-offer@gatehouse.test');
    expect(await offerHeading()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Create a passkey' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Not now' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(config.navigation.assign).toHaveBeenCalledWith(`${window.location.origin}/home`);
    expect(creation).not.toHaveBeenCalled();
    expect(passkeyEvents(events)).toEqual([
      { type: 'passkeyOfferShown', flow: 'login' },
      { type: 'passkeyOfferDeclined', flow: 'login', reason: 'notNow' },
    ]);
  });

  it.each([
    ['cancelled', async () => Promise.reject(new DOMException('closed', 'NotAllowedError'))],
    ['failed', async () => Promise.reject(new TypeError('broken'))],
  ] as const)(
    'goes on at once with no error screen when the ceremony is %s',
    async (reason, answer) => {
      browserCreates();
      const { user, config, events, onError } = renderLogin(answer);
      await logIn(user, 'passkey-offer@gatehouse.test');
      await offerHeading();
      await user.click(screen.getByRole('button', { name: 'Create a passkey' }));
      await waitFor(
        () =>
          expect(config.navigation.assign).toHaveBeenCalledWith(`${window.location.origin}/home`),
        slow,
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(onError).not.toHaveBeenCalled();
      expect(passkeyEvents(events)).toContainEqual({
        type: 'passkeyOfferDeclined',
        flow: 'login',
        reason,
      });
    },
  );

  it('passkey-conflict@: the 409 goes on at once', async () => {
    browserCreates();
    const { user, config, events } = renderLogin(async () => registration);
    server.use(
      http.post('*/gateway/v1/user/passkeys', () =>
        HttpResponse.json({ code: 'passkey.already_registered' }, { status: 409 }),
      ),
    );
    await logIn(user, 'passkey-conflict@gatehouse.test');
    await offerHeading();
    await user.click(screen.getByRole('button', { name: 'Create a passkey' }));
    await waitFor(() => expect(config.navigation.assign).toHaveBeenCalled(), slow);
    expect(passkeyEvents(events)).toContainEqual({
      type: 'passkeyOfferDeclined',
      flow: 'login',
      reason: 'alreadyRegistered',
    });
  });

  it('passkeyOffer={false}: no offer, straight to the location', async () => {
    browserCreates(true);
    const creation = vi.fn<PasskeyCreationCeremony>(async () => registration);
    const { user, config } = renderLogin(creation, { passkeyOffer: false });
    await logIn(user, 'passkey-offer@gatehouse.test');
    await waitFor(
      () => expect(config.navigation.assign).toHaveBeenCalledWith(`${window.location.origin}/home`),
      slow,
    );
    expect(creation).not.toHaveBeenCalled();
    expect(
      screen.queryByRole('heading', { name: 'Log in faster next time' }),
    ).not.toBeInTheDocument();
  });

  it('the automatic upgrade: the password manager agrees, no screen, on to the location', async () => {
    browserCreates(true);
    serverStores();
    const creation = vi.fn<PasskeyCreationCeremony>(async () => registration);
    const { user, config, events } = renderLogin(creation);
    await logIn(user, 'passkey-offer@gatehouse.test');
    await waitFor(
      () => expect(config.navigation.assign).toHaveBeenCalledWith(`${window.location.origin}/home`),
      slow,
    );
    expect(creation).toHaveBeenCalledWith(expect.anything(), {
      conditional: true,
      signal: expect.any(AbortSignal),
    });
    expect(passkeyEvents(events)).toEqual([
      { type: 'passkeyCreated', flow: 'login', automatic: true },
    ]);
    expect(events).not.toContainEqual(expect.objectContaining({ screen: 'passkeyOffer' }));
  });

  it('no offer for an account the server offers none', async () => {
    browserCreates();
    const creation = vi.fn<PasskeyCreationCeremony>(async () => registration);
    const { user, config } = renderLogin(creation);
    await logIn(user, 'no-2fa@gatehouse.test');
    await waitFor(() => expect(config.navigation.assign).toHaveBeenCalled(), slow);
    expect(creation).not.toHaveBeenCalled();
  });
});
