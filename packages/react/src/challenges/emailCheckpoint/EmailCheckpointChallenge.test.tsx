import type { Visibility } from '@gatehouse/core/internal';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  oneTimeTokenFor,
  recordRequests,
  testConfig,
  setupMockServer,
} from '../../../test/mockServer';
import { ChallengeFlow } from '../../challengeFlow/ChallengeFlow';
import { GatehouseProvider } from '../../provider/GatehouseProvider';

setupMockServer();
afterEach(() => vi.useRealTimers());

function renderFlow(ott: string, config = testConfig()) {
  const onSuccess = vi.fn();
  const view = render(
    <GatehouseProvider config={config}>
      <ChallengeFlow ott={ott} onSuccess={onSuccess} />
    </GatehouseProvider>,
  );
  return { ...view, onSuccess, config };
}

function useFakeTime() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const resendButton = () => screen.getByRole('button', { name: 'Resend email' });
const verifyScreen = () =>
  screen.findByText(/We've sent you an email to make sure it's really you/);

describe('EmailCheckpointChallenge', () => {
  it('sends the email, shows the verify screen and passes when the link is opened', async () => {
    useFakeTime();
    const requests = recordRequests();
    const ott = await oneTimeTokenFor('email-checkpoint@gatehouse.test');
    const { onSuccess } = renderFlow(ott);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    await verifyScreen();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Waiting for you to open the link in the email…',
    );
    expect(resendButton()).toBeDisabled();
    expect(requests.count('POST', '/email-checkpoint/trigger')).toBe(1);
    // 202, 202, 202, then 200 on the 4th poll, 8 s in.
    await advance(6000);
    expect(onSuccess).not.toHaveBeenCalled();
    await advance(2000);
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ oneTimeToken: ott, actionType: 'IDENTITY__LOGIN' }),
    );
    expect(requests.count('GET', '/email-checkpoint/status')).toBe(4);
    requests.stop();
  });

  it('passes at once on a trusted device (205), without polling', async () => {
    const requests = recordRequests();
    const { onSuccess } = renderFlow(
      await oneTimeTokenFor('email-checkpoint-instant@gatehouse.test'),
    );
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(requests.count('GET', '/email-checkpoint/status')).toBe(0);
    requests.stop();
  });

  it('enables "Resend email" at the 5th poll, sends one email for a double click, then disables it for good', async () => {
    const user = useFakeTime();
    const requests = recordRequests();
    renderFlow(await oneTimeTokenFor('email-checkpoint-slow@gatehouse.test'));
    await verifyScreen();
    await advance(8000);
    await waitFor(() => expect(requests.count('GET', '/email-checkpoint/status')).toBe(4));
    expect(resendButton()).toBeDisabled();
    await advance(2000);
    await waitFor(() => expect(resendButton()).toBeEnabled());
    await user.dblClick(resendButton());
    expect(await screen.findByText("We've sent you another email.")).toBeInTheDocument();
    expect(requests.count('POST', '/email-checkpoint/trigger')).toBe(2);
    expect(resendButton()).toBeDisabled();
    await advance(6000);
    expect(resendButton()).toBeDisabled();
    requests.stop();
  });

  it('shows the error screen when the link expired; Done goes to /login', async () => {
    const user = useFakeTime();
    const { config } = renderFlow(await oneTimeTokenFor('email-checkpoint-expired@gatehouse.test'));
    await verifyScreen();
    await advance(6000);
    const heading = await screen.findByRole('heading', { name: 'Something went wrong' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please try logging in again.');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(config.navigation.assign).toHaveBeenCalledWith(`${window.location.origin}/login`);
  });

  it('ignores 503s and keeps waiting', async () => {
    useFakeTime();
    const { onSuccess } = renderFlow(
      await oneTimeTokenFor('email-checkpoint-flaky@gatehouse.test'),
    );
    await verifyScreen();
    await advance(6000);
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await advance(2000);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });

  it('says "There was a problem on our end" when the email cannot be sent; Retry sends it again', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    renderFlow(await oneTimeTokenFor('email-checkpoint-down@gatehouse.test'));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was a problem on our end');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(requests.count('POST', '/email-checkpoint/trigger')).toBe(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was a problem on our end');
    requests.stop();
  });

  it('polls at once when the user comes back to the tab', async () => {
    useFakeTime();
    const listeners = new Set<() => void>();
    const visibility: Visibility = {
      isVisible: () => true,
      onVisible: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const requests = recordRequests();
    const { unmount } = renderFlow(
      await oneTimeTokenFor('email-checkpoint-slow@gatehouse.test'),
      testConfig({ visibility }),
    );
    await verifyScreen();
    expect(requests.count('GET', '/email-checkpoint/status')).toBe(0);
    act(() => listeners.forEach((listener) => listener()));
    await waitFor(() => expect(requests.count('GET', '/email-checkpoint/status')).toBe(1));
    unmount();
    expect(listeners.size).toBe(0);
    requests.stop();
  });

  it('requests nothing after unmount', async () => {
    useFakeTime();
    const requests = recordRequests();
    const { unmount } = renderFlow(await oneTimeTokenFor('email-checkpoint-slow@gatehouse.test'));
    await verifyScreen();
    await advance(2000);
    unmount();
    const sent = requests.all.length;
    await advance(60_000);
    expect(requests.all).toHaveLength(sent);
    requests.stop();
  });
});
