import type { GatehouseEvent } from '@gatehouse-auth/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { setupMockServer, testConfig } from '../../test/mockServer';
import { PasskeyCreationContext } from '../passkey/passkeyCreationContext';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import { LoginFlow } from './LoginFlow';

setupMockServer();
vi.setConfig({ testTimeout: 20_000 });

// The offer's screen is a chunk of its own; here it never arrives (offline, or a deploy removed it).
vi.mock('./PasskeyOfferScreen', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it('goes on to the location when the offer screen cannot load', async () => {
  vi.stubGlobal('PublicKeyCredential', {
    parseRequestOptionsFromJSON: () => ({}),
    parseCreationOptionsFromJSON: () => ({}),
    isConditionalMediationAvailable: async () => false,
    getClientCapabilities: async () => ({ conditionalCreate: false }),
  });
  const config = testConfig();
  const events: GatehouseEvent[] = [];
  const user = userEvent.setup({ delay: null });
  render(
    <GatehouseProvider config={config}>
      <PasskeyCreationContext.Provider value={() => new Promise(() => {})}>
        <LoginFlow onEvent={(event) => events.push(event)} />
      </PasskeyCreationContext.Provider>
    </GatehouseProvider>,
  );
  await user.type(screen.getByLabelText('Email'), 'passkey-offer@gatehouse.test');
  await user.type(screen.getByLabelText('Password'), 'Password123{Enter}');
  await waitFor(
    () => expect(config.navigation.assign).toHaveBeenCalledWith(`${window.location.origin}/home`),
    { timeout: 10_000 },
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(events).toContainEqual({ type: 'passkeyOfferDeclined', flow: 'login', reason: 'failed' });
  vi.unstubAllGlobals();
});
