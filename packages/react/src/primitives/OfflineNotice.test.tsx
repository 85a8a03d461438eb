import { createClient, type Connectivity } from '@gatehouse-auth/core';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fakeConnectivity } from '../../../core/test/fakeConnectivity';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import { OfflineNotice } from './OfflineNotice';

/** The calls of a client on `connectivity` that wait for the network. */
const createNetworkWaits = (connectivity: Connectivity) =>
  createClient({ connectivity }).networkWaits;

const sentence = "You're offline. We'll continue as soon as you're back online.";

describe('OfflineNotice', () => {
  it('says so politely while a call waits for the network, and goes once it is back', async () => {
    const network = fakeConnectivity(false);
    const waits = createNetworkWaits(network.connectivity);
    render(<OfflineNotice waits={waits} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    let waiting!: Promise<void>;
    act(() => {
      waiting = waits.untilOnline();
    });
    expect(screen.getByRole('status')).toHaveTextContent(sentence);

    await act(async () => {
      network.goOnline();
      await waiting;
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows nothing before the widget has its client', () => {
    render(<OfflineNotice waits={undefined} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("speaks the provider's language", () => {
    const waits = createNetworkWaits(fakeConnectivity(false).connectivity);
    void waits.untilOnline();
    render(
      <GatehouseProvider messages={{ 'offline.waiting': 'Sin conexión.' }}>
        <OfflineNotice waits={waits} />
      </GatehouseProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Sin conexión.');
  });

  it('renders nothing on the server, whatever waits', () => {
    const waits = createNetworkWaits(fakeConnectivity(false).connectivity);
    void waits.untilOnline();
    expect(renderToString(<OfflineNotice waits={waits} />)).toBe('');
  });
});
