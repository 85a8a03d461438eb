import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeConnectivity } from '../../../core/test/fakeConnectivity';
import { recordRequests, setupMockServer, testConfig } from '../../test/mockServer';
import { GatehouseProvider } from '../provider/GatehouseProvider';
import { LoginFlow } from './LoginFlow';

setupMockServer();

const offlineSentence = "You're offline. We'll continue as soon as you're back online.";

describe('LoginFlow offline', () => {
  it('holds a login submitted offline with a polite notice, sends it once back online, and goes on', async () => {
    const network = fakeConnectivity();
    const config = testConfig({ connectivity: network.connectivity });
    const requests = recordRequests();
    render(
      <GatehouseProvider config={config}>
        <LoginFlow />
      </GatehouseProvider>,
    );
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Email'), 'sms@gatehouse.test');
    await user.type(screen.getByLabelText('Password'), 'Password123');
    act(() => network.goOffline());
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const notice = await screen.findByText(offlineSentence);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(requests.count('POST', '/login-api/login')).toBe(0);

    act(() => network.goOnline());
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we texted you' }),
    ).toBeInTheDocument();
    expect(requests.count('POST', '/login-api/login')).toBe(1);
    await waitFor(() => expect(screen.queryByText(offlineSentence)).not.toBeInTheDocument());
    requests.stop();
  });

  it('unmounted while its login waits offline, it sends nothing once back online', async () => {
    const network = fakeConnectivity();
    const requests = recordRequests();
    const { unmount } = render(
      <GatehouseProvider config={testConfig({ connectivity: network.connectivity })}>
        <LoginFlow />
      </GatehouseProvider>,
    );
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Email'), 'sms@gatehouse.test');
    await user.type(screen.getByLabelText('Password'), 'Password123');
    act(() => network.goOffline());
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText(offlineSentence);
    unmount();
    act(() => network.goOnline());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.count('POST', '/login-api/login')).toBe(0);
    expect(network.listeners.size).toBe(0);
    requests.stop();
  });
});
